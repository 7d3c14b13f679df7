import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSearchAds } from '../../../api/search-ads';
import type { Category } from '../../../api/types';
import { AdGrid } from '../../../components/AdGrid';
import { Crumbs } from '../../../components/Crumbs';
import { ApiError } from '../../../lib/api-client';
import { HtmlBlock } from '../../../components/HtmlBlock';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { Pager, pageFromSearch, withPage } from '../../../components/Pager';
import { PageLoader } from '../../../components/PageLoader';
import { formatNumber } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { SEARCH_LAST_PAGE, SEARCH_PAGE_SIZE } from '../../../lib/site-config';
import { useLocationSeo } from '../api/get-location-seo';
import { filtersFromSearch, ResultFilters, withFilters } from './ResultFilters';
import { SaveSearchButton } from './SaveSearchButton';
import { useSearchPopup } from './search-popup-context';
import { categoryTitle, districtName, englishOnly, stateName } from '../../../lib/local-names';

interface CategoryResultsProps {
  category: Category;
  districtSlug?: string;
  /** The Spa landing page brings its own introduction. */
  hideIntro?: boolean;
}

/** Ads of a category, optionally in one district, with the SEO heading and text of that page. */
export function CategoryResults({ category, districtSlug, hideIntro = false }: CategoryResultsProps) {
  const { t } = useTranslation();
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
          title: location
            ? t('search.results.pageTitle', {
                title: englishOnly(location.metaTitle) || t('search.results.headingIn', { category: categoryTitle(category), district: districtName(location) }),
                category: categoryTitle(category),
              })
            : englishOnly(category.metaTitle) || categoryTitle(category),
          description: englishOnly(location?.metaDescription || category.metaDescription),
          canonical: location?.canonicalLink || pathname,
        },
  );

  if (districtSlug && seo.loading) return <PageLoader />;
  if (districtSlug && seo.error) {
    return seo.error instanceof ApiError && seo.error.status === 404 ? <NotFound /> : <LoadError error={seo.error} onRetry={seo.reload} />;
  }

  const heading = location
    ? englishOnly(location.h1Tag) || t('search.results.headingIn', { category: categoryTitle(category), district: districtName(location) })
    : t('search.results.heading', { category: categoryTitle(category) });
  const subheading = location
    ? englishOnly(location.h2Tag) || t('search.results.subheadingIn', { district: districtName(location), state: stateName(location) })
    : t('search.results.subheading', { category: categoryTitle(category).toLowerCase() });
  const total = results.data?.total ?? 0;
  /** "1 ad", "1,234 ads", or "about 1,20,000 ads" when the API estimated the total (a big category, a common word). */
  const countLabel = (approximate: boolean) =>
    approximate ? t('search.results.countAbout', { number: formatNumber(total) }) : t('search.results.count', { count: total, number: formatNumber(total) });

  return (
    <div className="results">
      <Crumbs>
        <Link to="/">{t('common.menu.home')}</Link>
        {location ? <Link to={`/${category.slug}`}>{categoryTitle(category)}</Link> : categoryTitle(category)}
        {location ? districtName(location) : null}
      </Crumbs>
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
          <Button icon={<SearchOutlined aria-hidden />} onClick={() => openSearch({ category: category.slug })}>
            {t('search.results.refine')}
          </Button>
        </div>
      </div>
      <ResultFilters values={filters} onChange={(changes) => navigate({ pathname, search: withFilters(search, changes).toString() })} />
      <div className="results__filters">
        {results.data ? <span className="results__count">{countLabel(results.data.approximate)}</span> : null}
        {keyword ? (
          <Tag closable onClose={() => navigate({ pathname, search: withFilters(search, { keyword: undefined }).toString() })}>
            “{keyword}”
          </Tag>
        ) : null}
      </div>
      {results.error && !results.data ? (
        <LoadError error={results.error} onRetry={results.reload} />
      ) : (
        <AdGrid ads={results.data?.items} loading={results.loading} empty={keyword ? t('search.results.noMatch', { keyword }) : t('search.results.empty')} />
      )}
      <Pager page={page} total={total} pageSize={SEARCH_PAGE_SIZE} lastPage={SEARCH_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
      {location?.locationDescription ? <HtmlBlock className="results__description" html={location.locationDescription} /> : null}
    </div>
  );
}
