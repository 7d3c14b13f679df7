import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { fallbackLang, slotLabel } from '../../../lib/local-names';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { usePackages } from '../api/get-packages';
import { slotHours, useTimeSlots } from '../api/get-time-slots';
import { PackageSummary } from './PackageSummary';
import { Trans, useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/Placeholder';

/** /pacakages (the seed's spelling): what promotion costs and when it shows, for visitors too. */
export default function PackagesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const packages = usePackages();
  const slots = useTimeSlots();
  usePageMeta({ title: t('promotion.packages.title') });

  return (
    <>
      <PageTitle
        title={t('promotion.packages.title')}
        subtitle={t('promotion.packages.subtitle')}
        extra={
          session ? (
            <ButtonLink to="/myads" type="primary">
              {t('promotion.packages.promote')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/LogIn" state={{ from: '/myads' }} type="primary">
              {t('promotion.packages.logInToPromote')}
            </ButtonLink>
          )
        }
      />
      <section className="panel">
        <h2 className="panel__title">{t('promotion.packages.packages')}</h2>
        {packages.isLoading ? (
          <Placeholder rows={3} />
        ) : packages.error ? (
          <LoadError error={packages.error} onRetry={packages.refetch} />
        ) : (
          <div className="choice-grid">
            {packages.data?.map((pkg) => (
              <div key={pkg.id} className="choice-card choice-card--static">
                <PackageSummary pkg={pkg} />
              </div>
            ))}
          </div>
        )}
      </section>
      <section className="panel">
        <h2 className="panel__title">{t('promotion.packages.timeSlots')}</h2>
        {slots.isLoading ? (
          <Placeholder rows={3} />
        ) : slots.error ? (
          <LoadError error={slots.error} onRetry={slots.refetch} />
        ) : (
          <ul className="slot-list">
            {slots.data?.map((slot) => (
              <li key={slot.id}>
                <strong lang={fallbackLang(slot.labelHi)}>{slotLabel(slot)}</strong>
                <span className="muted">{slotHours(slot)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {session && (
        <p className="muted">
          <Trans i18nKey="promotion.packages.payFromWallet" components={{ addmoney: <Link to="/select-amount" /> }} />
        </p>
      )}
    </>
  );
}
