import { requestTexts } from '../common/texts';
import en from './complaint-refusals.en.json';
import hiTexts from './complaint-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a complaint could not be filed, read, appealed, or acted on in the console. */
export const complaintRefusal = requestTexts('complaint-refusals', { en, hi });
