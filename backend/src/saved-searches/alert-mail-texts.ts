import en from './alert-mail-texts.en.json';
import hiTexts from './alert-mail-texts.hi.json';

const hi: typeof en = hiTexts;

/**
 * The mails of saved searches (alert-mails.ts), in every language a user can choose. {{ad}}: an ad's title as
 * its seller wrote it; {{summary}}: the search in words, in the same language (search-summary.ts).
 */
export const ALERT_MAIL_TEXTS = { en, hi };
