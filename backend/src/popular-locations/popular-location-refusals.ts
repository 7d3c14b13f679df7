import { requestTexts } from '../common/texts';
import en from './popular-location-refusals.en.json';
import hiTexts from './popular-location-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a city could not be featured under a category, or found. */
export const popularLocationRefusal = requestTexts('popular-location-refusals', { en, hi });
