import { type Language } from '../common/language';
import { texts } from '../common/texts';

/** The site's name in English mails (and in the From header's MAIL_FROM). */
export const SITE_NAME = 'Bazaar';

/** The texts of the frame every mail gets (mail-layout.ts). */
const en = {
  siteName: SITE_NAME,
  greeting: 'Hello {{name}},',
  greetingWithoutName: 'Hello,',
  signature: '— {{site}}',
  footer: 'You get this mail because you have an account at {{site}} ({{url}}).',
  stopTheseMails: 'Stop these mails',
  stopTheseMailsAt: 'Stop these mails: {{url}}',
  fullStop: '.',
};

const hi: typeof en = {
  // As the storefront's Hindi pages write it.
  siteName: 'बाज़ार',
  greeting: 'नमस्ते {{name}},',
  greetingWithoutName: 'नमस्ते,',
  signature: '— {{site}}',
  footer: 'आपको यह मेल इसलिए मिला है क्योंकि {{site}} ({{url}}) पर आपका खाता है।',
  stopTheseMails: 'ये मेल बंद करें',
  stopTheseMailsAt: 'ये मेल बंद करें: {{url}}',
  fullStop: '।',
};

export const layoutText = texts('layout', { en, hi });

/** The site's name as a mail in `language` writes it. */
export const siteName = (language: Language): string => layoutText(language)('siteName');
