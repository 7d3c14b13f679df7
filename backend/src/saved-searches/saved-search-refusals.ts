import { requestTexts } from '../common/texts';

/** Why a search could not be saved or found. */
const en = {
  tooMany: 'You can keep up to {{max}} saved searches. Delete one to save another.',
  alreadySaved: 'You already saved this search.',
  notFound: 'Saved search not found',
  unknownCategory: 'Unknown category',
  unknownLocation: 'Unknown location',
  unknown: 'unknown',
};

const hi: typeof en = {
  tooMany: 'आप ज़्यादा से ज़्यादा {{max}} खोजें सहेज सकते हैं। नई खोज सहेजने के लिए कोई एक हटाएँ।',
  alreadySaved: 'आप यह खोज पहले ही सहेज चुके हैं।',
  notFound: 'सहेजी गई खोज नहीं मिली',
  unknownCategory: 'अज्ञात श्रेणी',
  unknownLocation: 'अज्ञात जगह',
  unknown: 'अज्ञात',
};

export const savedSearchRefusal = requestTexts('saved-search-refusals', { en, hi });
