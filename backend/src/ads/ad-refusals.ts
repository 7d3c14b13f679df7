import { requestTexts } from '../common/texts';
import en from './ad-refusals.en.json';
import hiTexts from './ad-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an ad could not be posted, edited, shown, reported or reviewed. */
export const adRefusal = requestTexts('ad-refusals', { en, hi });
