import en from './payment-mail-texts.en.json';
import hiTexts from './payment-mail-texts.hi.json';

const hi: typeof en = hiTexts;

/**
 * The mails about a top-up's review (payment-mails.ts), in every language a user can choose. {{amount}} and
 * {{balance}}: rupees, written alike in both (₹1,00,000); {{reference}}: the UPI reference the payer gave.
 */
export const PAYMENT_MAIL_TEXTS = { en, hi };
