import { requestTexts } from '../common/texts';
import en from './media-refusals.en.json';
import hiTexts from './media-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an uploaded image was refused (the detail names the field before it). */
export const mediaRefusal = requestTexts('media-refusals', { en, hi });
