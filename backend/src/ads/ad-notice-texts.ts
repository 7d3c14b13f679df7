import en from './ad-notice-texts.en.json';
import hiTexts from './ad-notice-texts.hi.json';

const hi: typeof en = hiTexts;

/**
 * What a seller is told about their ad (ad-notices.ts): the line in Activity, written in the reader's language, and
 * the mail, in the seller's. {{ad}}: the ad's title as the seller wrote it; {{rejection}} and {{note}}: the
 * moderator's own words; {{reason}}: one of `takeDownReasons` (why a moderator took an ad down, as the seller reads
 * it, by ReportReason); {{day}}: a date.
 */
export const AD_NOTICE_TEXTS = { en, hi };
