import { requestTexts } from '../common/texts';
import en from './saved-search-refusals.en.json';
import hiTexts from './saved-search-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a search could not be saved or found. */
export const savedSearchRefusal = requestTexts('saved-search-refusals', { en, hi });
