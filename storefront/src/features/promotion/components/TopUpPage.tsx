import Button from 'antd/es/button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageTitle } from '../../../components/PageTitle';
import { fallbackLang, slotLabel } from '../../../lib/local-names';
import { usePageMeta } from '../../../lib/page-meta';
import { usePackages } from '../api/get-packages';
import { slotHours, useTimeSlots } from '../api/get-time-slots';
import { ChoiceCard } from './ChoiceCard';
import { PackageSummary } from './PackageSummary';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../components/Placeholder';

/** /topup/:adId: choose a package and a time slot, then check out. */
export default function TopUpPage() {
  const { t } = useTranslation();
  const { adId = '' } = useParams();
  const navigate = useNavigate();
  const packages = usePackages();
  const slots = useTimeSlots();
  const [packageId, setPackageId] = useState<number>();
  const [slotId, setSlotId] = useState<number>();
  usePageMeta({ title: t('promotion.topUp.title') });

  if (!/^\d+$/.test(adId)) return <NotFound />;

  return (
    <>
      <PageTitle title={t('promotion.topUp.title')} subtitle={t('promotion.topUp.subtitle', { id: adId })} />
      <section className="panel">
        <h2 className="panel__title">{t('promotion.topUp.package')}</h2>
        {packages.isLoading ? (
          <Placeholder rows={3} />
        ) : packages.error ? (
          <LoadError error={packages.error} onRetry={packages.refetch} />
        ) : (
          <div className="choice-grid" role="radiogroup" aria-label={t('promotion.topUp.packageGroup')}>
            {packages.data?.map((pkg) => (
              <ChoiceCard key={pkg.id} name="package" value={pkg.id} checked={packageId === pkg.id} onChange={setPackageId}>
                <PackageSummary pkg={pkg} />
              </ChoiceCard>
            ))}
          </div>
        )}
      </section>
      <section className="panel">
        <h2 className="panel__title">{t('promotion.topUp.timeSlot')}</h2>
        <p className="muted">{t('promotion.topUp.slotHelp')}</p>
        {slots.isLoading ? (
          <Placeholder rows={3} />
        ) : slots.error ? (
          <LoadError error={slots.error} onRetry={slots.refetch} />
        ) : (
          <div className="choice-grid" role="radiogroup" aria-label={t('promotion.topUp.timeSlotGroup')}>
            {slots.data?.map((slot) => (
              <ChoiceCard key={slot.id} name="slot" value={slot.id} checked={slotId === slot.id} onChange={setSlotId}>
                <span className="package">
                  <span className="package__name" lang={fallbackLang(slot.labelHi)}>
                    {slotLabel(slot)}
                  </span>
                  <span className="package__meta">{slotHours(slot)}</span>
                </span>
              </ChoiceCard>
            ))}
          </div>
        )}
      </section>
      <div className="sticky-actions">
        <Button type="primary" size="large" block disabled={!packageId || !slotId} onClick={() => navigate(`/checkout/${adId}/${packageId}/${slotId}`)}>
          {t('promotion.topUp.continue')}
        </Button>
      </div>
    </>
  );
}
