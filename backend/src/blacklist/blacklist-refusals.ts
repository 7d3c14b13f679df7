import { requestTexts } from '../common/texts';
import en from './blacklist-refusals.en.json';
import hiTexts from './blacklist-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a text, a phone number or an e-mail was refused by the blacklist, or an entry could not be changed. */
export const blacklistRefusal = requestTexts('blacklist-refusals', { en, hi });
