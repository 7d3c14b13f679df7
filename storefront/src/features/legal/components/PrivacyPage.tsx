import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLegalNames } from '../api/legal-names';
import { LegalArticle } from './LegalArticle';

const COLLECTED = ['account', 'ad', 'phones', 'selfie', 'payment', 'reports', 'complaints', 'technical', 'device'] as const;
const PURPOSES = ['contract', 'legal', 'safety', 'support'] as const;
const KEPT = ['ads', 'selfies', 'phones', 'accounts', 'reports', 'payments', 'logs'] as const;

/**
 * /privacy&policy: the notice the DPDP Act 2023 asks for (issue 41), naming the operator and the data-protection
 * contact set in the console (else the support address, else a default wording). Texts: legal.privacy.
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const { entity: entitySet, entityOrDefault: entity, privacyEmail, privacyMail: mail } = useLegalNames();
  // lang="": an address, in no language (the Hindi page's check for English words passes over it). No link while none is set.
  const mailLink = privacyEmail ? <a href={`mailto:${privacyEmail}`} lang="" /> : <span />;
  return (
    <LegalArticle title={t('legal.privacy.title')} updated={t('legal.privacy.updated')} description={t('legal.privacy.description')}>
      <p>
        {/* The entity's name is the operator's text: escaped before Trans reads the tags, shown as typed. */}
        <Trans
          i18nKey="legal.privacy.intro"
          values={{ mail, entity }}
          tOptions={{ interpolation: { escapeValue: true } }}
          shouldUnescape
          components={{ mail: mailLink, name: entitySet ? <span lang="" /> : <span /> }}
        />
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
      <p>
        <Trans i18nKey="legal.privacy.rights.grievance" components={{ grievance: <Link to="/grievance" /> }} />
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
