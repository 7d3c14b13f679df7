import { requestTexts } from '../common/texts';
import en from './push-refusals.en.json';
import hiTexts from './push-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a browser's push subscription was refused. */
export const pushRefusal = requestTexts('push-refusals', { en, hi });
