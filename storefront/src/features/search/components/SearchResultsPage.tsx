import { useParams } from 'react-router-dom';
import { useCategories } from '../../../api/get-categories';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { CategoryResults } from './CategoryResults';

/** /{categorySlug} and /{categorySlug}/{districtSlug}; an unknown category is a not-found page. */
export default function SearchResultsPage() {
  const { title: categorySlug = '', postLocation: districtSlug } = useParams();
  const { data: categories, loading, error, reload } = useCategories();
  if (loading) return <PageLoader />;
  if (error) return <LoadError error={error} onRetry={reload} />;
  const category = categories?.find((item) => item.slug === categorySlug.toLowerCase());
  if (!category) return <NotFound />;
  return <CategoryResults category={category} districtSlug={districtSlug?.toLowerCase()} />;
}
