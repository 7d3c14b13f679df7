import en from './account-mail-texts.en.json';
import hiTexts from './account-mail-texts.hi.json';

const hi: typeof en = hiTexts;

/** The account mails' words (account-mails.ts), in every language a user can choose. {{site}}: the site's name in that language. */
export const ACCOUNT_MAIL_TEXTS = { en, hi };
