import { Trans, useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { nationalNumber } from '../../../lib/validation';
import { useLegalNames } from '../api/legal-names';
import { LegalArticle } from './LegalArticle';

const HANDLING = ['acknowledge', 'dispose', 'intimate', 'follow', 'appeal'] as const;

/** A value the operator typed (a company, a city): escaped before Trans reads the tags, shown as typed, in no particular language. */
const AS_TYPED = { tOptions: { interpolation: { escapeValue: true } }, shouldUnescape: true, components: { name: <span lang="" /> } };

/**
 * /grievance: the Grievance Officer and how complaints are handled, as the IT Rules 2021, rule 3(2), ask every
 * intermediary to publish (issue 41). The officer's details are site settings (set in the console); only those set
 * are shown, and a plain sentence while none is. Texts: legal.grievance.
 */
export default function GrievancePage() {
  const { t } = useTranslation();
  const { settings, entity, privacyEmail, jurisdiction } = useLegalNames();
  const { grievanceOfficerName: name, grievanceOfficerEmail: email, grievanceOfficerPhone: phone, grievanceOfficerAddress: address } = settings;
  const officerSet = Boolean(name || email || phone || address);
  return (
    <LegalArticle title={t('legal.grievance.title')} updated={t('legal.grievance.updated')} description={t('legal.grievance.description')}>
      <p>{t('legal.grievance.intro')}</p>
      {entity || jurisdiction ? (
        <p>
          {entity ? <Trans i18nKey="legal.grievance.operator" values={{ entity }} {...AS_TYPED} /> : null}
          {entity && jurisdiction ? ' ' : null}
          {jurisdiction ? <Trans i18nKey="legal.grievance.jurisdiction" values={{ jurisdiction }} {...AS_TYPED} /> : null}
        </p>
      ) : null}

      <h2>{t('legal.grievance.officer.heading')}</h2>
      {officerSet ? (
        // lang="": names and addresses as the operator typed them, in no particular language.
        <dl className="grievance-officer">
          {name ? (
            <>
              <dt>{t('legal.grievance.officer.name')}</dt>
              <dd lang="">{name}</dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt>{t('legal.grievance.officer.email')}</dt>
              <dd>
                <a href={`mailto:${email}`} lang="">
                  {email}
                </a>
              </dd>
            </>
          ) : null}
          {phone ? (
            <>
              <dt>{t('legal.grievance.officer.phone')}</dt>
              <dd>
                <a href={`tel:+91${nationalNumber(phone)}`} lang="">
                  {phone}
                </a>
              </dd>
            </>
          ) : null}
          {address ? (
            <>
              <dt>{t('legal.grievance.officer.address')}</dt>
              <dd lang="" className="grievance-officer__address">
                {address}
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>{t('legal.grievance.officer.unset')}</p>
      )}

      <h2>{t('legal.grievance.handling.heading')}</h2>
      <ul>
        {HANDLING.map((key) => (
          <li key={key}>
            <Trans i18nKey={`legal.grievance.handling.${key}`} components={{ gac: <a href="https://gac.gov.in" target="_blank" rel="noopener noreferrer" lang="" /> }} />
          </li>
        ))}
      </ul>
      <p className="grievance__file">
        <ButtonLink to="/complaint" type="primary" size="large">
          {t('legal.grievance.file')}
        </ButtonLink>
      </p>
      <p className="muted">{t('legal.grievance.report')}</p>

      {privacyEmail ? (
        <>
          <h2>{t('legal.grievance.dataProtection.heading')}</h2>
          <p>
            <Trans i18nKey="legal.grievance.dataProtection.text" values={{ mail: privacyEmail }} components={{ mail: <a href={`mailto:${privacyEmail}`} lang="" /> }} />
          </p>
        </>
      ) : null}
    </LegalArticle>
  );
}
