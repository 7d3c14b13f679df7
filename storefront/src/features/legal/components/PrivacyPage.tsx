import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../../api/get-site-settings';
import { LegalArticle } from './LegalArticle';

const COLLECTED = ['account', 'ad', 'payment', 'reports', 'technical', 'device'] as const;
const PURPOSES = ['contract', 'legal', 'safety', 'support'] as const;
const KEPT = ['ads', 'accounts', 'reports', 'payments', 'logs'] as const;

/** /privacy&policy: the seed's privacy statement (controller: a Portuguese company; contact by e-mail). Texts: legal.privacy. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const { supportEmail } = useSiteSettings();
  const mail = supportEmail ?? t('legal.mailUnset');
  // lang="": an address, in no language (the Hindi page's check for English words passes over it). No link while none is set.
  const mailLink = supportEmail ? <a href={`mailto:${supportEmail}`} lang="" /> : <span />;
  return (
    <LegalArticle title={t('legal.privacy.title')} updated={t('legal.privacy.updated')} description={t('legal.privacy.description')}>
      <p>
        <Trans i18nKey="legal.privacy.intro" values={{ mail }} components={{ mail: mailLink }} />
      </p>

      <h2>{t('legal.privacy.collect.heading')}</h2>
      <ul>
        {COLLECTED.map((key) => (
          <li key={key}>
            <Trans i18nKey={`legal.privacy.collect.${key}`} components={{ strong: <strong /> }} />
          </li>
        ))}
      </ul>

      <h2>{t('legal.privacy.use.heading')}</h2>
      <ul>
        {PURPOSES.map((key) => (
          <li key={key}>{t(`legal.privacy.use.${key}`)}</li>
        ))}
      </ul>
      <p>{t('legal.privacy.use.public')}</p>

      <h2>{t('legal.privacy.share.heading')}</h2>
      <p>{t('legal.privacy.share.text')}</p>

      <h2>{t('legal.privacy.transfers.heading')}</h2>
      <p>{t('legal.privacy.transfers.text')}</p>

      <h2>{t('legal.privacy.keep.heading')}</h2>
      <ul>
        {KEPT.map((key) => (
          <li key={key}>{t(`legal.privacy.keep.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('legal.privacy.rights.heading')}</h2>
      <p>
        <Trans i18nKey="legal.privacy.rights.text" values={{ mail }} components={{ profile: <Link to="/profile" />, mail: mailLink }} />
      </p>

      <h2>{t('legal.privacy.children.heading')}</h2>
      <p>{t('legal.privacy.children.text')}</p>

      <h2>{t('legal.privacy.security.heading')}</h2>
      <p>{t('legal.privacy.security.text')}</p>

      <h2>{t('legal.privacy.changes.heading')}</h2>
      <p>
        <Trans i18nKey="legal.privacy.changes.text" components={{ terms: <Link to="/terms&conditions" /> }} />
      </p>
    </LegalArticle>
  );
}
