import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSearchAds } from '../../../api/search-ads';
import type { Category } from '../../../api/types';
import { AdGrid } from '../../../components/AdGrid';
import { ApiError } from '../../../lib/api-client';
import { HtmlBlock } from '../../../components/HtmlBlock';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { PageLoader } from '../../../components/PageLoader';
import { usePageMeta } from '../../../lib/page-meta';
import { SEARCH_LAST_PAGE, SEARCH_PAGE_SIZE } from '../../../lib/site-config';
import { useLocationSeo } from '../api/get-location-seo';
import { filtersFromSearch, ResultFilters, withFilters } from './ResultFilters';
import { SaveSearchButton } from './SaveSearchButton';
import { useSearchPopup } from './search-popup-context';

interface CategoryResultsProps {
  category: Category;
  districtSlug?: string;
  /** The Spa landing page brings its own introduction. */
  hideIntro?: boolean;
}

/** Ads of a category, optionally in one district, with the SEO heading and text of that page. */
/** "1 ad", "1,234 ads", or "about 1,20,000 ads" when the API estimated the total (a big category, a common word). */
function countLabel(total: number, approximate: boolean): string {
  if (total === 1 && !approximate) return '1 ad';
  return `${approximate ? 'about ' : ''}${total.toLocaleString('en-IN')} ads`;
}

export function CategoryResults({ category, districtSlug, hideIntro = false }: CategoryResultsProps) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { openSearch } = useSearchPopup();
  const keyword = search.get('keyword')?.trim() || undefined;
  const page = pageFromSearch(search);
  const filters = filtersFromSearch(search);
  const seo = useLocationSeo(districtSlug);
  const results = useSearchAds({ category: category.slug, location: districtSlug, keyword, ...filters, page, pageSize: SEARCH_PAGE_SIZE });
  const location = seo.data;

  usePageMeta(
    districtSlug && seo.error
      ? null
      : {
          title: location ? `${location.metaTitle} · ${category.title}` : category.metaTitle || category.title,
          description: location?.metaDescription || category.metaDescription,
          canonical: location?.canonicalLink || pathname,
        },
  );

  if (districtSlug && seo.loading) return <PageLoader />;
  if (districtSlug && seo.error) {
    return seo.error instanceof ApiError && seo.error.status === 404 ? <NotFound /> : <LoadError error={seo.error} onRetry={seo.reload} />;
  }

  const heading = location ? location.h1Tag || `${category.title} in ${location.district}` : `${category.title} ads in India`;
  const subheading = location ? location.h2Tag || `Latest ads in ${location.district}, ${location.state}` : `Latest ${category.title.toLowerCase()} ads`;
  const total = results.data?.total ?? 0;

  return (
    <div className="results">
      <Breadcrumb
        className="results__crumbs"
        items={[
          { title: <Link to="/">Home</Link> },
          { title: location ? <Link to={`/${category.slug}`}>{category.title}</Link> : category.title },
          ...(location ? [{ title: location.district }] : []),
        ]}
      />
      {hideIntro ? null : (
        <header className="results__intro">
          <h1>{heading}</h1>
          {!location && category.metaDescription ? <p className="results__lead">{category.metaDescription}</p> : null}
        </header>
      )}
      <div className="results__bar">
        <h2>{subheading}</h2>
        <div className="results__actions">
          <SaveSearchButton search={{ category: category.slug, location: districtSlug, keyword, minAge: filters.minAge, maxAge: filters.maxAge, withPhotos: filters.withPhotos }} />
          <Button icon={<SearchOutlined />} onClick={() => openSearch({ category: category.slug })}>
            Refine
          </Button>
        </div>
      </div>
      <ResultFilters values={filters} onChange={(changes) => navigate({ pathname, search: withFilters(search, changes).toString() })} />
      <div className="results__filters">
        {results.data ? <span className="results__count">{countLabel(total, results.data.approximate)}</span> : null}
        {keyword ? (
          <Tag closable onClose={() => navigate({ pathname, search: withFilters(search, { keyword: undefined }).toString() })}>
            “{keyword}”
          </Tag>
        ) : null}
      </div>
      {results.error && !results.data ? (
        <LoadError error={results.error} onRetry={results.reload} />
      ) : (
        <AdGrid ads={results.data?.items} loading={results.loading} empty={keyword ? `No ads match “${keyword}” here.` : 'No ads here yet. Be the first to post one!'} />
      )}
      <Pager page={page} total={total} pageSize={SEARCH_PAGE_SIZE} lastPage={SEARCH_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
      {location?.locationDescription ? <HtmlBlock className="results__description" html={location.locationDescription} /> : null}
    </div>
  );
}
