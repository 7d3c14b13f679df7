import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCategoryFields } from '../../../api/get-category-fields';
import { useSearchAds } from '../../../api/search-ads';
import { useStates } from '../../../api/get-states';
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
import { ALL_CATEGORIES } from '../../../lib/slug';
import { SEARCH_LAST_PAGE, SEARCH_PAGE_SIZE } from '../../../lib/site-config';
import { useLocationSeo } from '../api/get-location-seo';
import { DetailFilters } from './DetailFilters';
import { detailFiltersText, parseDetailFilters } from './detail-filters';
import { filtersFromSearch, ResultFilters, savedFilters, withFilters } from './ResultFilters';
import { SaveSearchButton } from './SaveSearchButton';
import { useSearchPopup } from './search-popup-context';
import { categoryTitle, districtName, englishOnly, stateName } from '../../../lib/local-names';

interface CategoryResultsProps {
  /** undefined: every category (`/all`) */
  category?: Category;
  /** A district's slug or a whole state's (they never meet) */
  placeSlug?: string;
  /** The Spa landing page brings its own introduction. */
  hideIntro?: boolean;
}

/**
 * Ads of a category (or of all), in all India, one district or a whole state, with the heading and text of that page. The
 * heading names the category and the place; a district's SEO fields (written for every category) head its page of all
 * categories (backend/src/seo/page-meta.service.ts writes the same title).
 */
export function CategoryResults({ category, placeSlug, hideIntro = false }: CategoryResultsProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { openSearch } = useSearchPopup();
  const keyword = search.get('keyword')?.trim() || undefined;
  const page = pageFromSearch(search);
  const filters = filtersFromSearch(search);
  const states = useStates();
  const state = placeSlug ? states.data?.find((item) => item.slug === placeSlug) : undefined;
  // Known once the states are (kept for the session): a slug that is no state's is a district's.
  const districtSlug = placeSlug && states.data && !state ? placeSlug : undefined;
  const seo = useLocationSeo(districtSlug);
  const placeKnown = !placeSlug || !!state || !!districtSlug;
  // "Locate me" (use-locate-me.ts): a district's page widened to the districts within withinKm of it, cards with distances.
  const withinKm = districtSlug ? Number(search.get('withinKm')) || undefined : undefined;
  const where = withinKm ? { near: districtSlug, withinKm } : { location: districtSlug, state: state?.slug };
  // The category's details as filters (issue 44): the URL's `details` read over its fields, so that what the API would
  // refuse is dropped; a link with details waits for the fields (a failure to load them drops the details).
  const fields = useCategoryFields(category?.id);
  const fieldList = fields.data ?? [];
  const rawDetails = category ? search.get('details') : null;
  const detailFilters = parseDetailFilters(rawDetails, fieldList);
  const details = detailFiltersText(detailFilters, fieldList);
  const detailsPending = !!rawDetails && fields.isLoading;
  const results = useSearchAds(placeKnown && !detailsPending ? { category: category?.slug, ...where, keyword, ...filters, details, page, pageSize: SEARCH_PAGE_SIZE } : null);
  const location = seo.data;
  const placeName = location ? districtName(location) : state ? stateName(state) : undefined;
  const title = category ? categoryTitle(category) : t('search.results.allCategories');
  const missing = (districtSlug && seo.error) || (placeSlug && states.error);

  // The district's SEO fields are written for every category: they head its page of all categories only.
  const heading = !placeName
    ? category
      ? t('search.results.heading', { category: title })
      : t('search.results.allIn', { place: t('search.results.india') })
    : category
      ? t('search.results.headingIn', { category: title, district: placeName })
      : englishOnly(location?.h1Tag) || t('search.results.allIn', { place: placeName });
  const pageTitle = !placeName
    ? category
      ? englishOnly(category.metaTitle) || title
      : heading
    : category
      ? heading
      : englishOnly(location?.metaTitle) || t('search.results.allIn', { place: placeName });

  usePageMeta(
    missing || (placeSlug && !placeName)
      ? null
      : {
          title: pageTitle,
          description: englishOnly(location?.metaDescription || (placeSlug ? undefined : category?.metaDescription)),
          canonical: (category && location?.canonicalLink) || pathname,
        },
  );

  if (placeSlug && (states.isLoading || (districtSlug && seo.isLoading))) return <PageLoader />;
  if (placeSlug && states.error) return <LoadError error={states.error} onRetry={states.refetch} />;
  if (districtSlug && seo.error) {
    return seo.error instanceof ApiError && seo.error.status === 404 ? <NotFound /> : <LoadError error={seo.error} onRetry={seo.refetch} />;
  }

  const subheading =
    withinKm && location
      ? t('search.results.within', { km: withinKm, district: districtName(location) })
      : location
        ? englishOnly(location.h2Tag) || t('search.results.subheadingIn', { district: districtName(location), state: stateName(location) })
        : state
          ? t('search.results.subheadingState', { state: stateName(state) })
          : category
            ? t('search.results.subheading', { category: title.toLowerCase() })
            : t('search.results.subheadingAll');
  const firstSlug = category?.slug ?? ALL_CATEGORIES;
  const total = results.data?.total ?? 0;
  /** "1 ad", "1,234 ads", or "about 1,20,000 ads" when the API estimated the total (a big category, a common word). */
  const countLabel = (approximate: boolean) =>
    approximate ? t('search.results.countAbout', { number: formatNumber(total) }) : t('search.results.count', { count: total, number: formatNumber(total) });

  return (
    <div className="results">
      <Crumbs>
        <Link to="/">{t('common.menu.home')}</Link>
        {placeName ? <Link to={`/${firstSlug}`}>{title}</Link> : title}
        {placeName ?? null}
      </Crumbs>
      {hideIntro ? null : (
        <header className="results__intro">
          <h1>{heading}</h1>
          {!placeName && category?.metaDescription ? <p className="results__lead">{category.metaDescription}</p> : null}
        </header>
      )}
      <div className="results__bar">
        <h2>{subheading}</h2>
        <div className="results__actions">
          {/* A saved search names a category and at most a district (saved-searches/). */}
          {category && !state ? <SaveSearchButton search={{ category: category.slug, location: districtSlug, keyword, ...savedFilters(filters), details }} /> : null}
          <Button icon={<SearchOutlined aria-hidden />} onClick={() => openSearch({ category: firstSlug })}>
            {t('search.results.refine')}
          </Button>
        </div>
      </div>
      <ResultFilters values={filters} onChange={(changes) => navigate({ pathname, search: withFilters(search, changes).toString() })} />
      <DetailFilters fields={fieldList} values={detailFilters} onChange={(next) => navigate({ pathname, search: withFilters(search, { details: detailFiltersText(next, fieldList) }).toString() })} />
      {withinKm ? <p className="results__note">{t('search.results.withinNote')}</p> : null}
      <div className="results__filters">
        {results.data ? <span className="results__count">{countLabel(results.data.approximate)}</span> : null}
        {keyword ? (
          <Tag closable onClose={() => navigate({ pathname, search: withFilters(search, { keyword: undefined }).toString() })}>
            “{keyword}”
          </Tag>
        ) : null}
      </div>
      {results.error && !results.data ? (
        <LoadError error={results.error} onRetry={results.refetch} />
      ) : (
        <AdGrid ads={results.data?.items} loading={results.isLoading} empty={keyword ? t('search.results.noMatch', { keyword }) : t('search.results.empty')} />
      )}
      <Pager page={page} total={total} pageSize={SEARCH_PAGE_SIZE} lastPage={SEARCH_LAST_PAGE} hrefFor={(next) => withPage(pathname, search, next)} />
      {location?.locationDescription ? <HtmlBlock className="results__description" html={location.locationDescription} /> : null}
    </div>
  );
}
