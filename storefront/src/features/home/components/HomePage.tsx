import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../api/get-categories';
import { usePopularLocations } from '../../../api/get-popular-locations';
import { englishOnly } from '../../../lib/local-names';
import { usePageMeta } from '../../../lib/page-meta';
import { useDescription } from '../api/get-description';
import { CategoryGrid } from './CategoryGrid';
import { HomeHero } from './HomeHero';
import { LatestAds } from './LatestAds';
import { PopularCities } from './PopularCities';
import { SeoBlock } from './SeoBlock';

interface HomePageProps {
  onSearch: () => void;
}

export function HomePage({ onSearch }: HomePageProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const popular = usePopularLocations();
  const description = useDescription();
  usePageMeta({ canonical: '/' });
  return (
    <>
      <HomeHero heading={englishOnly(description.data?.headingH1) || t('home.hero.defaultHeading')} onSearch={onSearch} />
      <div className="page-container">
        <CategoryGrid categories={categories.data} loading={categories.isLoading} />
        <PopularCities cities={popular.data} loading={popular.isLoading} />
        <LatestAds />
        {/* The admins' SEO text is written in English, for the English page. */}
        {description.data && englishOnly(description.data) ? <SeoBlock description={description.data} /> : null}
      </div>
    </>
  );
}
