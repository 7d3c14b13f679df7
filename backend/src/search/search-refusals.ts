import { requestTexts } from '../common/texts';
import en from './search-refusals.en.json';
import hiTexts from './search-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a search's filters were refused. */
export const searchRefusal = requestTexts('search-refusals', { en, hi });
