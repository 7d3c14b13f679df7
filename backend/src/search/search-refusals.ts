import { requestTexts } from '../common/texts';

/** Why a search's filters were refused. */
const en = {
  ageRange: 'minAge cannot be above maxAge',
  notAboveMaxAge: 'must not be above maxAge',
};

const hi: typeof en = {
  ageRange: 'minAge, maxAge से ज़्यादा नहीं हो सकती',
  notAboveMaxAge: 'maxAge से ज़्यादा नहीं होनी चाहिए',
};

export const searchRefusal = requestTexts('search-refusals', { en, hi });
