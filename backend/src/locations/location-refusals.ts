import { requestTexts } from '../common/texts';

/** Why a state or district could not be found, saved or deleted. */
const en = {
  unknownState: 'Unknown state: {{state}}',
  unknownLocation: 'Unknown location: {{slug}}',
  locationNotFound: 'Location {{id}} not found',
  fieldNeedsLetters: '{{field}} must contain letters or digits',
  needsLetters: 'must contain letters or digits',
  districtExists: '{{district}}, {{state}} already exists',
  existsInState: 'already exists in this state',
  stillHasAds: '{{district}} still has ads and cannot be deleted',
  tooManyNamed: 'Too many districts named {{district}}',
  tooManyOfName: 'too many districts of this name',
};

const hi: typeof en = {
  unknownState: 'अज्ञात राज्य: {{state}}',
  unknownLocation: 'अज्ञात जगह: {{slug}}',
  locationNotFound: 'जगह {{id}} नहीं मिली',
  fieldNeedsLetters: '{{field}} में अक्षर या अंक होने चाहिए',
  needsLetters: 'इसमें अक्षर या अंक होने चाहिए',
  districtExists: '{{district}}, {{state}} पहले से मौजूद है',
  existsInState: 'इस राज्य में पहले से मौजूद है',
  stillHasAds: '{{district}} में अभी भी विज्ञापन हैं, इसलिए इसे हटाया नहीं जा सकता',
  tooManyNamed: '{{district}} नाम के बहुत ज़्यादा ज़िले हैं',
  tooManyOfName: 'इस नाम के बहुत ज़्यादा ज़िले हैं',
};

export const locationRefusal = requestTexts('location-refusals', { en, hi });
