import { requestTexts } from '../common/texts';

/** Why a city could not be featured under a category, or found. */
const en = {
  notFound: 'not found',
  alreadyPopular: '{{district}} is already a popular city for {{category}}',
  popularCityNotFound: 'Popular city {{id}} not found',
};

const hi: typeof en = {
  notFound: 'नहीं मिली',
  alreadyPopular: '{{district}} पहले से {{category}} के लिए लोकप्रिय शहर है',
  popularCityNotFound: 'लोकप्रिय शहर {{id}} नहीं मिला',
};

export const popularLocationRefusal = requestTexts('popular-location-refusals', { en, hi });
