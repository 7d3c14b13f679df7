import { requestTexts } from '../common/texts';
import en from './auth-refusals.en.json';
import hiTexts from './auth-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why logging in, a mailed link or a password change was refused. */
export const authRefusal = requestTexts('auth-refusals', { en, hi });
