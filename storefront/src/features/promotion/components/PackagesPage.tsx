import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { usePageMeta } from '../../../lib/page-meta';
import { usePackages } from '../api/get-packages';
import { slotHours, useTimeSlots } from '../api/get-time-slots';
import { PackageSummary } from './PackageSummary';

/** /pacakages (the seed's spelling): what promotion costs and when it shows. */
export default function PackagesPage() {
  const packages = usePackages();
  const slots = useTimeSlots();
  usePageMeta({ title: 'Promotion packages' });

  return (
    <>
      <PageTitle
        title="Promotion packages"
        subtitle="Promoted ads appear above the others; during their time slot they are featured first."
        extra={
          <ButtonLink to="/myads" type="primary">
            Promote an ad
          </ButtonLink>
        }
      />
      <section className="panel">
        <h2 className="panel__title">Packages</h2>
        {packages.loading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : packages.error ? (
          <LoadError error={packages.error} onRetry={packages.reload} />
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
        <h2 className="panel__title">Time slots (India time)</h2>
        {slots.loading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : slots.error ? (
          <LoadError error={slots.error} onRetry={slots.reload} />
        ) : (
          <ul className="slot-list">
            {slots.data?.map((slot) => (
              <li key={slot.id}>
                <strong>{slot.label}</strong>
                <span className="muted">{slotHours(slot)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="muted">
        Pay from your wallet balance. Need more? <Link to="/select-amount">Add money by UPI</Link>.
      </p>
    </>
  );
}
