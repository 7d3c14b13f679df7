import type { Messages } from './en';
import texts from './hi.json';

/**
 * The console in Hindi (hi.json): every key of en.ts (react-admin's own texts included), as an admin in India reads
 * them. Loaded on demand (providers/i18nProvider.ts), so the English bundle does not carry it. Words that Indian
 * software keeps in English (ID, UPI, QR, SEO, H1) stay as they are or in Devanagari.
 */
export const hi: Messages = texts;
