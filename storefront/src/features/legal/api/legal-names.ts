import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../api/get-site-settings';

/**
 * The operator's legal details as the legal pages name them (site settings, set in the console; an unset one is
 * absent from the API's answer, issue 41): each page falls back to its own wording where nothing is set.
 */
export function useLegalNames() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const supportEmail = settings.supportEmail;
  // Questions about personal data: the data-protection contact (DPDP Act s. 8(9)), else support.
  const privacyEmail = settings.dataProtectionEmail ?? supportEmail;
  return {
    settings,
    entity: settings.legalEntityName,
    entityOrDefault: settings.legalEntityName ?? t('legal.entityUnset'),
    supportEmail,
    privacyEmail,
    mail: supportEmail ?? t('legal.mailUnset'),
    privacyMail: privacyEmail ?? t('legal.mailUnset'),
    officerName: settings.grievanceOfficerName,
    jurisdiction: settings.jurisdiction,
  };
}
