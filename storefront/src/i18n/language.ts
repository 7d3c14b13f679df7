/**
 * The storefront's two languages. English pages live at their old addresses, Hindi ones at the same
 * address under /hi (docs/decisions/0019-hindi.md). Choosing a language sets the `lang` cookie, which the
 * server reads to send a returning visitor to their language; a first visit follows Accept-Language.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const HINDI_PREFIX = '/hi';
export const LANGUAGE_COOKIE = 'lang';

/** The name of each language in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** For Intl and the <html lang>: Indian English and Hindi (₹1,00,000 in both). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The same page in `language`: /myads ↔ /hi/myads. */
export function pathIn(language: Language, pathname: string): string {
  const bare = languageOfPath(pathname) === 'hi' ? pathname.slice(HINDI_PREFIX.length) || '/' : pathname;
  if (language === 'en') return bare;
  return bare === '/' ? `${HINDI_PREFIX}/` : `${HINDI_PREFIX}${bare}`;
}

/** Remembers the choice for a year and opens this page in that language (the server renders its head anew). */
export function chooseLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  const { pathname, search, hash } = window.location;
  window.location.assign(pathIn(language, pathname) + search + hash);
}
