import { requestTexts } from '../common/texts';
import en from './message-refusals.en.json';
import hiTexts from './message-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a message could not be written or a conversation read. */
export const messageRefusal = requestTexts('message-refusals', { en, hi });
