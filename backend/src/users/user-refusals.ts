import { requestTexts } from '../common/texts';
import en from './user-refusals.en.json';
import hiTexts from './user-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an account could not be made or changed. */
export const userRefusal = requestTexts('user-refusals', { en, hi });
