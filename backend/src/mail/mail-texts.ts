import { type Language } from '../common/language';
import { texts } from '../common/texts';
import en from './mail-texts.en.json';
import hiTexts from './mail-texts.hi.json';

/** The site's name in English mails (and in the From header's MAIL_FROM). */
export const SITE_NAME = en.siteName;

const hi: typeof en = hiTexts;

/** The texts of the frame every mail gets (mail-layout.ts). Hindi `siteName`: as the storefront's Hindi pages write it. */
export const layoutText = texts('layout', { en, hi });

/** The site's name as a mail in `language` writes it. */
export const siteName = (language: Language): string => layoutText(language)('siteName');
