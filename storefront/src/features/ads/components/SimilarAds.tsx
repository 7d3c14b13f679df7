import { useTranslation } from 'react-i18next';
import { AdGrid } from '../../../components/AdGrid';
import { useSimilarAds } from '../api/get-similar-ads';

/** "Similar ads" below an ad: the search's cards; nothing at all while loading, on a failure or when there are none. */
export function SimilarAds({ adId }: { adId: number }) {
  const { t } = useTranslation();
  const { data } = useSimilarAds(adId);
  if (!data?.items.length) return null;
  return (
    <section className="ad-page__similar" aria-labelledby="similar-ads-title">
      <h2 id="similar-ads-title" className="ad-page__similar-title">
        {t('ads.similar.title')}
      </h2>
      <AdGrid ads={data.items} loading={false} />
    </section>
  );
}
