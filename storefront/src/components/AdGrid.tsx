import Empty from 'antd/es/empty';
import type { ReactNode } from 'react';
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
  if (loading && !ads) {
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
  if (!ads?.length) return <Empty description={empty ?? t('common.adGrid.empty')} className="ad-grid__empty" />;
  return (
    <div className="ad-grid">
      {ads.map((ad) => (
        <AdCard key={ad.id} ad={ad} />
      ))}
    </div>
  );
}
