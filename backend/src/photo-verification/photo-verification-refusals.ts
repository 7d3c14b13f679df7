import { requestTexts } from '../common/texts';
import en from './photo-verification-refusals.en.json';
import hiTexts from './photo-verification-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a photo verification could not be asked for, sent or decided. */
export const photoVerificationRefusal = requestTexts('photo-verification-refusals', { en, hi });
