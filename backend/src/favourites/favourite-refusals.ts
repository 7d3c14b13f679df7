import { requestTexts } from '../common/texts';
import en from './favourite-refusals.en.json';
import hiTexts from './favourite-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an ad could not be kept among the favourites. */
export const favouriteRefusal = requestTexts('favourite-refusals', { en, hi });
