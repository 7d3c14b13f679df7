import { requestTexts } from '../common/texts';
import en from './moderation-refusals.en.json';
import hiTexts from './moderation-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an ad's text, a rejection reason or the moderation settings were refused. */
export const moderationRefusal = requestTexts('moderation-refusals', { en, hi });
