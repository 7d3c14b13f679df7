import { requestTexts } from '../common/texts';
import en from './challenge-refusals.en.json';
import hiTexts from './challenge-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a proof-of-work challenge did not pass (challenge.service.ts). */
export const challengeRefusal = requestTexts('challenge-refusals', { en, hi });
