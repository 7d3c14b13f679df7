import { requestTexts } from '../common/texts';
import en from './mail-refusals.en.json';
import hiTexts from './mail-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an unsubscribe link was refused. */
export const mailRefusal = requestTexts('mail-refusals', { en, hi });
