import { HomePage } from '../features/home/components/HomePage';
import { useSearchPopup } from '../features/search/components/search-popup-context';

/** Joins two features: the home page's search button opens the search feature's popup. */
export default function HomeRoute() {
  const { openSearch } = useSearchPopup();
  return <HomePage onSearch={() => openSearch()} />;
}
