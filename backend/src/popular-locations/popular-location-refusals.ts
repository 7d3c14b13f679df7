import { requestTexts } from '../common/texts';

/** Why a city could not be featured under a category, or found. */
const en = {
  locationNotFound: 'Location {{id}} not found',
  categoryNotFound: 'Category {{id}} not found',
  notFound: 'not found',
  alreadyPopular: '{{district}} is already a popular city for {{category}}',
  popularCityNotFound: 'Popular city {{id}} not found',
};

const hi: typeof en = {
  locationNotFound: 'जगह {{id}} नहीं मिली',
  categoryNotFound: 'श्रेणी {{id}} नहीं मिली',
  notFound: 'नहीं मिली',
  alreadyPopular: '{{district}} पहले से {{category}} के लिए लोकप्रिय शहर है',
  popularCityNotFound: 'लोकप्रिय शहर {{id}} नहीं मिला',
};

export const popularLocationRefusal = requestTexts('popular-location-refusals', { en, hi });
