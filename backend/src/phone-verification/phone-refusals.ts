import { requestTexts } from '../common/texts';
import en from './phone-refusals.en.json';
import hiTexts from './phone-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a phone number or a code was refused, in the request's language. */
export const phoneRefusal = requestTexts('phone-refusals', { en, hi });
