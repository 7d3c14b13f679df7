import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router-dom';
import type { PopularCities as PopularCitiesData } from '../../../api/get-popular-locations';

interface PopularCitiesProps {
  cities: PopularCitiesData | undefined;
  loading: boolean;
}

/** Popular cities per category, each a link to that category's search in the city. */
export function PopularCities({ cities, loading }: PopularCitiesProps) {
  if (loading && !cities) return <Skeleton active paragraph={{ rows: 3 }} />;
  const groups = Object.entries(cities ?? {}).filter(([, list]) => list.length > 0);
  if (!groups.length) return null;
  return (
    <section className="home-section" aria-labelledby="popular-heading">
      <h2 id="popular-heading">Popular cities</h2>
      <div className="popular-groups">
        {groups.map(([categoryName, list]) => (
          <div key={categoryName} className="popular-group">
            <h3>{categoryName}</h3>
            <nav className="chip-list" aria-label={`Popular cities for ${categoryName}`}>
              {[...list]
                .sort((a, b) => a.locationName.localeCompare(b.locationName))
                .map((city) => (
                  <Link key={city.id} className="chip" to={`/${city.categorySlug}/${city.locationSlug}`}>
                    {city.locationName}
                  </Link>
                ))}
            </nav>
          </div>
        ))}
      </div>
    </section>
  );
}
