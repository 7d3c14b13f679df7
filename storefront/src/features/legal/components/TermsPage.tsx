import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLegalNames } from '../api/legal-names';
import { LegalArticle } from './LegalArticle';

const ACCOUNT_RULES = ['truthful', 'responsible', 'suspend'] as const;
const FORBIDDEN = ['minors', 'illegal', 'harmful', 'spam', 'scams'] as const;
const WALLET_RULES = ['prices', 'topUp', 'balance', 'promotion', 'removed', 'free'] as const;

/** A value the operator typed (a company, a name, a city): escaped before Trans reads the tags, shown as typed, in no particular language. */
const AS_TYPED = { tOptions: { interpolation: { escapeValue: true } }, shouldUnescape: true, components: { name: <span lang="" /> } };

/** /terms&conditions, naming the operator, the Grievance Officer and the courts where the console sets them. Texts: legal.terms. */
export default function TermsPage() {
  const { t } = useTranslation();
  const { entity, mail, officerName, jurisdiction } = useLegalNames();
  return (
    <LegalArticle title={t('legal.terms.title')} updated={t('legal.terms.updated')} description={t('legal.terms.description')}>
      <p>{entity ? <Trans i18nKey="legal.terms.intro" values={{ entity }} {...AS_TYPED} /> : t('legal.terms.introUnnamed')}</p>

      <h2>{t('legal.terms.adults.heading')}</h2>
      <p>{t('legal.terms.adults.text')}</p>

      <h2>{t('legal.terms.account.heading')}</h2>
      <ul>
        {ACCOUNT_RULES.map((key) => (
          <li key={key}>
            <Trans i18nKey={`legal.terms.account.${key}`} values={{ mail }} components={{ mail: <span lang="" /> }} />
          </li>
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
          <li key={key}>
            <Trans i18nKey={`legal.terms.wallet.${key}`} values={{ mail }} components={{ mail: <span lang="" /> }} />
          </li>
        ))}
      </ul>

      <h2>{t('legal.terms.users.heading')}</h2>
      <p>{t('legal.terms.users.text')}</p>

      <h2>{t('legal.terms.liability.heading')}</h2>
      <p>{t('legal.terms.liability.text')}</p>

      <h2>{t('legal.terms.copyright.heading')}</h2>
      <p>
        <Trans i18nKey="legal.terms.copyright.text" components={{ complaint: <Link to="/complaint" />, grievance: <Link to="/grievance" /> }} />
        {officerName ? (
          <>
            {' '}
            <Trans i18nKey="legal.terms.copyright.officer" values={{ name: officerName }} {...AS_TYPED} />
          </>
        ) : null}
      </p>

      <h2>{t('legal.terms.changes.heading')}</h2>
      <p>
        {t('legal.terms.changes.text')}
        {jurisdiction ? (
          <>
            {' '}
            <Trans i18nKey="legal.terms.changes.courts" values={{ jurisdiction }} {...AS_TYPED} />
          </>
        ) : null}
      </p>

      <h2>{t('legal.terms.contact.heading')}</h2>
      <p>
        <Trans i18nKey="legal.terms.contact.text" values={{ mail }} components={{ mail: <a href={`mailto:${mail}`} lang="" />, privacy: <Link to="/privacy&policy" /> }} />
      </p>
    </LegalArticle>
  );
}
