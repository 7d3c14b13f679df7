import { requestTexts } from '../common/texts';
import en from './blog-refusals.en.json';
import hiTexts from './blog-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a blog post or comment could not be found. */
export const blogRefusal = requestTexts('blog-refusals', { en, hi });
