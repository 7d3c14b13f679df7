import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PopularCities as PopularCitiesData } from '../../../api/get-popular-locations';
import { localName } from '../../../lib/local-names';
import { Placeholder } from '../../../components/Placeholder';

interface PopularCitiesProps {
  cities: PopularCitiesData | undefined;
  loading: boolean;
}

/** Popular cities per category, each a link to that category's search in the city. */
export function PopularCities({ cities, loading }: PopularCitiesProps) {
  const { t } = useTranslation();
  if (loading && !cities) return <Placeholder rows={3} />;
  const groups = Object.entries(cities ?? {}).filter(([, list]) => list.length > 0);
  if (!groups.length) return null;
  return (
    <section className="home-section" aria-labelledby="popular-heading">
      <h2 id="popular-heading">{t('home.popularCities.title')}</h2>
      <div className="popular-groups">
        {groups.map(([categoryName, list]) => (
          <div key={categoryName} className="popular-group">
            <h3>{localName(categoryName, list[0].categoryNameHi)}</h3>
            <nav className="chip-list" aria-label={t('home.popularCities.forCategory', { category: localName(categoryName, list[0].categoryNameHi) })}>
              {[...list]
                .sort((a, b) => localName(a.locationName, a.locationNameHi).localeCompare(localName(b.locationName, b.locationNameHi)))
                .map((city) => (
                  <Link key={city.id} className="chip" to={`/${city.categorySlug}/${city.locationSlug}`}>
                    {localName(city.locationName, city.locationNameHi)}
                  </Link>
                ))}
            </nav>
          </div>
        ))}
      </div>
    </section>
  );
}
