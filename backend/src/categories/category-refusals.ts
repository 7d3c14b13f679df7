import { requestTexts } from '../common/texts';

/** Why a category could not be found, saved or deleted. */
const en = {
  unknownCategory: 'Unknown category: {{slug}}',
  categoryNotFound: 'Category {{id}} not found',
  stillHasAds: '{{title}} still has ads and cannot be deleted',
  titleNeedsLetters: 'title must contain letters or digits',
  needsLetters: 'must contain letters or digits',
  nameTaken: 'A category named "{{title}}" already exists',
  alreadyExists: 'already exists',
};

const hi: typeof en = {
  unknownCategory: 'अज्ञात श्रेणी: {{slug}}',
  categoryNotFound: 'श्रेणी {{id}} नहीं मिली',
  stillHasAds: '{{title}} में अभी भी विज्ञापन हैं, इसलिए इसे हटाया नहीं जा सकता',
  titleNeedsLetters: 'शीर्षक में अक्षर या अंक होने चाहिए',
  needsLetters: 'इसमें अक्षर या अंक होने चाहिए',
  nameTaken: '"{{title}}" नाम की श्रेणी पहले से मौजूद है',
  alreadyExists: 'पहले से मौजूद है',
};

export const categoryRefusal = requestTexts('category-refusals', { en, hi });
