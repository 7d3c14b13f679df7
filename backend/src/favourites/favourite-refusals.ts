import { requestTexts } from '../common/texts';

/** Why an ad could not be kept among the favourites. */
const en = {
  tooMany: 'You can keep at most {{max}} favourites: remove some first',
};

const hi: typeof en = {
  tooMany: 'आप ज़्यादा से ज़्यादा {{max}} पसंदीदा रख सकते हैं: पहले कुछ हटाएँ',
};

export const favouriteRefusal = requestTexts('favourite-refusals', { en, hi });
