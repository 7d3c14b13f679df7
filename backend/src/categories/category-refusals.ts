import { requestTexts } from '../common/texts';
import en from './category-refusals.en.json';
import hiTexts from './category-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a category could not be found, saved or deleted. */
export const categoryRefusal = requestTexts('category-refusals', { en, hi });
