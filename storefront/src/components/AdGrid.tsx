import Empty from 'antd/es/empty';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import type { AdSummary } from '../api/types';
import { AdCard } from './AdCard';
import { useTranslation } from 'react-i18next';
import { Placeholder } from './Placeholder';

interface AdGridProps {
  ads: AdSummary[] | undefined;
  loading: boolean;
  empty?: ReactNode;
  skeletonCount?: number;
}

export function AdGrid({ ads, loading, empty, skeletonCount = 8 }: AdGridProps) {
  const { t } = useTranslation();
  // The cards of a new answer render in the background, in slices that let input through (no long task on a slow
  // phone): TanStack Query hands the answer over synchronously, so the deferral is here (docs/performance.md).
  const shown = useDeferredValue(ads);
  const cards = useMemo(() => shown?.map((ad) => <AdCard key={ad.id} ad={ad} />), [shown]);
  if (loading && !shown) {
    return (
      <div className="ad-grid" aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <div key={index} className="ad-card ad-card--skeleton">
            <div className="ad-card__media shimmer" />
            <div className="ad-card__body">
              <Placeholder rows={2} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (!shown?.length) return <Empty description={empty ?? t('common.adGrid.empty')} className="ad-grid__empty" />;
  return <div className="ad-grid">{cards}</div>;
}
