import { requestTexts } from '../common/texts';
import en from './seo-refusals.en.json';
import hiTexts from './seo-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why the home page's SEO description block could not be found or added. */
export const seoRefusal = requestTexts('seo-refusals', { en, hi });
