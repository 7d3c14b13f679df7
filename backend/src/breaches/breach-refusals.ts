import { requestTexts } from '../common/texts';
import en from './breach-refusals.en.json';
import hiTexts from './breach-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a request about a breach record was refused. */
export const breachRefusal = requestTexts('breach-refusals', { en, hi });
