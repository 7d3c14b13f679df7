import en from './photo-verification-texts.en.json';
import hiTexts from './photo-verification-texts.hi.json';

const hi: typeof en = hiTexts;

/**
 * What a seller is told about a photo verification (photo-verification-notices.ts): the line in Activity, in the
 * reader's language, and the mail, in the seller's. {{ad}}: the ad's title; {{why}}: one of `reasons` or the
 * moderator's note; {{note}}: the moderator's own words; {{days}}: how long the selfie is kept after the decision.
 */
export const PHOTO_VERIFICATION_TEXTS = { en, hi };
