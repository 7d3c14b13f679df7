import Button from 'antd/es/button';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCategories } from '../../../api/get-categories';
import { usePopularLocations } from '../../../api/get-popular-locations';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { CategoryResults } from './CategoryResults';
import { useSearchPopup } from './search-popup-context';
import { englishOnly, localName } from '../../../lib/local-names';

const SPA_SLUG = 'spa';

/** /spa: an introduction to the Spa category, its popular cities and its ads (its search page). */
export default function SpaLandingPage() {
  const { t } = useTranslation();
  const { data: categories, isLoading: loading, error, refetch: reload } = useCategories();
  const popular = usePopularLocations();
  const { openSearch } = useSearchPopup();
  if (loading) return <PageLoader />;
  if (error) return <LoadError error={error} onRetry={reload} />;
  const spa = categories?.find((category) => category.slug === SPA_SLUG);
  if (!spa) return <NotFound />;
  const cities = Object.values(popular.data ?? {})
    .flat()
    .filter((city) => city.categorySlug === SPA_SLUG);

  return (
    <>
      <section className="landing-hero">
        <p className="landing-hero__eyebrow">{t('search.spa.eyebrow')}</p>
        <h1>{englishOnly(spa.metaTitle) || t('search.spa.title')}</h1>
        <p>{englishOnly(spa.metaDescription) || t('search.spa.description')}</p>
        <Button type="primary" size="large" icon={<SearchOutlined aria-hidden />} onClick={() => openSearch({ category: SPA_SLUG })}>
          {t('search.spa.find')}
        </Button>
        {cities.length ? (
          <nav className="chip-list" aria-label={t('search.spa.popularCities')}>
            {cities.map((city) => (
              <Link key={city.id} className="chip" to={`/${SPA_SLUG}/${city.locationSlug}`}>
                {localName(city.locationName, city.locationNameHi)}
              </Link>
            ))}
          </nav>
        ) : null}
      </section>
      <CategoryResults category={spa} hideIntro />
    </>
  );
}
