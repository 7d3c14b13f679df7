import { requestTexts } from '../common/texts';
import en from './location-refusals.en.json';
import hiTexts from './location-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a state or district could not be found, saved or deleted. */
export const locationRefusal = requestTexts('location-refusals', { en, hi });
