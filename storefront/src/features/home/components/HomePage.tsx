import { useCategories } from '../../../api/get-categories';
import { usePopularLocations } from '../../../api/get-popular-locations';
import { usePageMeta } from '../../../lib/page-meta';
import { useDescription } from '../api/get-description';
import { CategoryGrid } from './CategoryGrid';
import { HomeHero } from './HomeHero';
import { LatestAds } from './LatestAds';
import { PopularCities } from './PopularCities';
import { SeoBlock } from './SeoBlock';

const DEFAULT_HEADING = 'Classified ads for adults across India';

interface HomePageProps {
  onSearch: () => void;
}

export function HomePage({ onSearch }: HomePageProps) {
  const categories = useCategories();
  const popular = usePopularLocations();
  const description = useDescription();
  usePageMeta({ canonical: '/' });
  return (
    <>
      <HomeHero heading={description.data?.headingH1 || DEFAULT_HEADING} onSearch={onSearch} />
      <div className="page-container">
        <CategoryGrid categories={categories.data} loading={categories.loading} />
        <PopularCities cities={popular.data} loading={popular.loading} />
        <LatestAds />
        {description.data ? <SeoBlock description={description.data} /> : null}
      </div>
    </>
  );
}
