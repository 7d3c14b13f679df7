import Button from 'antd/es/button';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Link } from 'react-router-dom';
import { useCategories } from '../../../api/get-categories';
import { usePopularLocations } from '../../../api/get-popular-locations';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { CategoryResults } from './CategoryResults';
import { useSearchPopup } from './search-popup-context';

const SPA_SLUG = 'spa';

/** /spa: an introduction to the Spa category, its popular cities and its ads (its search page). */
export default function SpaLandingPage() {
  const { data: categories, loading, error, reload } = useCategories();
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
        <p className="landing-hero__eyebrow">Spa &amp; wellness</p>
        <h1>{spa.metaTitle || 'Spa and massage ads across India'}</h1>
        <p>{spa.metaDescription || 'Find spas, massage therapists and wellness centres near you. Every listing is posted by an adult advertiser and can be reported with one tap.'}</p>
        <Button type="primary" size="large" icon={<SearchOutlined />} onClick={() => openSearch({ category: SPA_SLUG })}>
          Find a spa near you
        </Button>
        {cities.length ? (
          <nav className="chip-list" aria-label="Popular spa cities">
            {cities.map((city) => (
              <Link key={city.id} className="chip" to={`/${SPA_SLUG}/${city.locationSlug}`}>
                {city.locationName}
              </Link>
            ))}
          </nav>
        ) : null}
      </section>
      <CategoryResults category={spa} hideIntro />
    </>
  );
}
