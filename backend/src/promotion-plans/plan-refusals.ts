import { requestTexts } from '../common/texts';
import en from './plan-refusals.en.json';
import hiTexts from './plan-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a promotion package or time slot could not be found. */
export const planRefusal = requestTexts('plan-refusals', { en, hi });
