import type { Language } from '../common/language';
import { type TextKey, texts, type Translate } from '../common/texts';
import en from './page-texts.en.json';
import hiTexts from './page-texts.hi.json';

const hi: typeof en = hiTexts;

export type PageLanguage = Language;

/** A page's address in `language`: the English one, or the same under /hi (web/page-language.ts). */
export function localisedPath(path: string, language: PageLanguage): string {
  return language === 'hi' ? `/hi${path}` : path;
}

/**
 * The page texts in one language: what the server writes into a storefront page's first HTML answer (titles and
 * descriptions for search engines and link previews, and the 18+ gate that shows before the app's JavaScript runs).
 * The storefront's own texts are in storefront/src/i18n/; the titles here are the ones its pages set in the browser.
 */
export const pageTexts: (language: PageLanguage) => Translate<typeof en> = texts('page', { en, hi });

export type PageTextKey = TextKey<typeof en>;

/** Whether `key` names a storefront page that needs no lookup (its title is under `pages`). */
export function isStaticPage(key: string): key is keyof typeof en.pages {
  return Object.hasOwn(en.pages, key);
}
