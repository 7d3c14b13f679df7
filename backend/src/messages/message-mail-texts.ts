import en from './message-mail-texts.en.json';
import hiTexts from './message-mail-texts.hi.json';

const hi: typeof en = hiTexts;

/**
 * The mail about a new message (message-mails.ts), in every language a user can choose. {{sender}}: the writer's
 * public name; {{ad}}: the ad's title as its seller wrote it; {{site}}: the site's name in that language.
 */
export const MESSAGE_MAIL_TEXTS = { en, hi };
