import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSearchAds } from '../../../api/search-ads';
import { AdGrid } from '../../../components/AdGrid';
import { LoadError } from '../../../components/LoadError';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { SEARCH_LAST_PAGE, SEARCH_PAGE_SIZE } from '../../../lib/site-config';

/** The newest ads across India (a search without filters), promoted ones first. */
export function LatestAds() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const { data, isLoading: loading, error, refetch: reload } = useSearchAds({ page, pageSize: SEARCH_PAGE_SIZE });
  return (
    <section className="home-section" aria-labelledby="latest-heading">
      <h2 id="latest-heading">{t('home.latestAds')}</h2>
      {error && !data ? <LoadError error={error} onRetry={reload} /> : <AdGrid ads={data?.items} loading={loading} />}
      <Pager page={page} total={data?.total ?? 0} pageSize={SEARCH_PAGE_SIZE} lastPage={SEARCH_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
    </section>
  );
}
