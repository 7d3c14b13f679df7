import Empty from 'antd/es/empty';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { AdSummary } from '../../../api/types';
import { AdCard } from '../../../components/AdCard';
import { AdGrid } from '../../../components/AdGrid';
import { LoadError } from '../../../components/LoadError';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { PageTitle } from '../../../components/PageTitle';
import { readLocal, useFavourites } from '../../../lib/favourites';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { FAVOURITES_LAST_PAGE, FAVOURITES_PAGE_SIZE, useFavouritesPage } from '../api/get-favourites';
import { useLiveAds } from '../api/get-live-ads';
import { EndedCard } from './EndedCard';

interface Item {
  ad: AdSummary;
  live: boolean;
}

/** /favourites: the ads a visitor keeps in this browser, or a signed-in user on their account; ended ones greyed. */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const signedIn = !!useSession();
  usePageMeta({ title: t('common.menu.favourites') });
  return (
    <div className="page-container">
      <PageTitle title={t('common.menu.favourites')} subtitle={signedIn ? t('favourites.page.onAccount') : t('favourites.page.inBrowser')} />
      {signedIn ? <AccountFavourites /> : <BrowserFavourites />}
    </div>
  );
}

function AccountFavourites() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageFromSearch(search);
  const { ids, loaded } = useFavourites();
  // Asked once the browser's list has been merged in; a favourite removed here is hidden at once.
  const { data, isLoading: loading, error, refetch: reload } = useFavouritesPage(page, loaded);
  const items = data?.items.filter((item) => ids.has(item.ad.id));
  if (error && !data) return <LoadError error={error} onRetry={reload} />;
  return (
    <>
      <FavouriteList items={items} loading={loading || !loaded} />
      <Pager page={page} total={data?.total ?? 0} pageSize={FAVOURITES_PAGE_SIZE} lastPage={FAVOURITES_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
    </>
  );
}

function BrowserFavourites() {
  const { ids } = useFavourites();
  const saved = useMemo(() => (ids.size ? readLocal() : []), [ids]);
  const { data: live, isLoading: loading, error, refetch: reload } = useLiveAds(saved.map((ad) => ad.id));
  const liveIds = new Set(live?.adIds);
  if (error && !live) return <LoadError error={error} onRetry={reload} />;
  return <FavouriteList items={live ? saved.map((ad) => ({ ad, live: liveIds.has(ad.id) })) : saved.length ? undefined : []} loading={loading} />;
}

function FavouriteList({ items, loading }: { items: Item[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (!items) return <AdGrid ads={undefined} loading />;
  if (!items.length && !loading) return <Empty className="panel" description={t('favourites.page.empty')} />;
  return <div className="ad-grid">{items.map(({ ad, live }) => (live ? <AdCard key={ad.id} ad={ad} /> : <EndedCard key={ad.id} ad={ad} />))}</div>;
}
