import { useParams } from 'react-router-dom';
import { useCategories } from '../../../api/get-categories';
import { LoadError } from '../../../components/LoadError';
import { NotFound } from '../../../components/NotFound';
import { PageLoader } from '../../../components/PageLoader';
import { ALL_CATEGORIES } from '../../../lib/slug';
import { CategoryResults } from './CategoryResults';

/** /{categorySlug} and /{categorySlug}/{district or state slug}, `all` for every category; an unknown category is a not-found page. */
export default function SearchResultsPage() {
  const { title: categorySlug = '', postLocation: placeSlug } = useParams();
  const { data: categories, isLoading: loading, error, refetch: reload } = useCategories();
  if (loading) return <PageLoader />;
  if (error) return <LoadError error={error} onRetry={reload} />;
  const all = categorySlug.toLowerCase() === ALL_CATEGORIES;
  const category = all ? undefined : categories?.find((item) => item.slug === categorySlug.toLowerCase());
  if (!all && !category) return <NotFound />;
  return <CategoryResults category={category} placeSlug={placeSlug?.toLowerCase()} />;
}
