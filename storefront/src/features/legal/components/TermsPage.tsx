import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLegalNames } from '../api/legal-names';
import { LegalArticle } from './LegalArticle';

const ACCOUNT_RULES = ['truthful', 'responsible', 'suspend'] as const;
const FORBIDDEN = ['minors', 'illegal', 'harmful', 'spam', 'scams'] as const;
const WALLET_RULES = ['prices', 'topUp', 'balance', 'promotion', 'removed', 'free'] as const;

/** /terms&conditions, naming the operator, the Grievance Officer and the courts where the console sets them. Texts: legal.terms. */
export default function TermsPage() {
  const { t } = useTranslation();
  const { entity, mail, officerName, jurisdiction } = useLegalNames();
  return (
    <LegalArticle title={t('legal.terms.title')} updated={t('legal.terms.updated')} description={t('legal.terms.description')}>
      <p>{entity ? t('legal.terms.intro', { entity }) : t('legal.terms.introUnnamed')}</p>

      <h2>{t('legal.terms.adults.heading')}</h2>
      <p>{t('legal.terms.adults.text')}</p>

      <h2>{t('legal.terms.account.heading')}</h2>
      <ul>
        {ACCOUNT_RULES.map((key) => (
          <li key={key}>{t(`legal.terms.account.${key}`, { mail })}</li>
        ))}
      </ul>

      <h2>{t('legal.terms.posting.heading')}</h2>
      <p>{t('legal.terms.posting.rules')}</p>
      <ul>
        {FORBIDDEN.map((key) => (
          <li key={key}>{t(`legal.terms.posting.${key}`)}</li>
        ))}
      </ul>
      <p>{t('legal.terms.posting.licence')}</p>

      <h2>{t('legal.terms.moderation.heading')}</h2>
      <p>{t('legal.terms.moderation.text')}</p>

      <h2>{t('legal.terms.wallet.heading')}</h2>
      <ul>
        {WALLET_RULES.map((key) => (
          <li key={key}>{t(`legal.terms.wallet.${key}`, { mail })}</li>
        ))}
      </ul>

      <h2>{t('legal.terms.users.heading')}</h2>
      <p>{t('legal.terms.users.text')}</p>

      <h2>{t('legal.terms.liability.heading')}</h2>
      <p>{t('legal.terms.liability.text')}</p>

      <h2>{t('legal.terms.copyright.heading')}</h2>
      <p>
        <Trans i18nKey="legal.terms.copyright.text" components={{ complaint: <Link to="/complaint" />, grievance: <Link to="/grievance" /> }} />
        {officerName ? <> {t('legal.terms.copyright.officer', { name: officerName })}</> : null}
      </p>

      <h2>{t('legal.terms.changes.heading')}</h2>
      <p>
        {t('legal.terms.changes.text')}
        {jurisdiction ? <> {t('legal.terms.changes.courts', { jurisdiction })}</> : null}
      </p>

      <h2>{t('legal.terms.contact.heading')}</h2>
      <p>
        <Trans i18nKey="legal.terms.contact.text" values={{ mail }} components={{ mail: <a href={`mailto:${mail}`} lang="" />, privacy: <Link to="/privacy&policy" /> }} />
      </p>
    </LegalArticle>
  );
}
