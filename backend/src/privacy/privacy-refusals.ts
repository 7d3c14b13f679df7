import { requestTexts } from '../common/texts';
import en from './privacy-refusals.en.json';
import hiTexts from './privacy-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an account was not deleted. */
export const privacyRefusal = requestTexts('privacy-refusals', { en, hi });
