import type { Request } from 'express';
import { LANGUAGES, preferredLanguage, type Language } from '../common/language';

/** The cookie the storefront's language switch sets (storefront/src/i18n/language.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/;

/** The language the visitor chose on the site, else the one their browser prefers (Accept-Language), English when neither says. */
function visitorLanguage(req: Request): Language {
  const chosen = LANGUAGES.find((language) => language === LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1]);
  return chosen ?? preferredLanguage(req.headers['accept-language']);
}

/**
 * A storefront page's language and its path without the language: Hindi pages are the English ones under /hi
 * (docs/decisions/0019-hindi.md). An English address asked for by a visitor who prefers Hindi (their choice
 * on the site, or on a first visit their browser's Accept-Language) is answered with a redirect to the Hindi
 * page; a /hi address is always Hindi, so a shared link opens as it was shared.
 */
export function pageLanguage(req: Request): { language: Language; path: string; redirect?: string } {
  if (req.path === '/hi' || req.path.startsWith('/hi/')) return { language: 'hi', path: req.path.slice(3) || '/' };
  if (visitorLanguage(req) === 'hi') {
    const query = req.originalUrl.indexOf('?');
    return { language: 'en', path: req.path, redirect: `/hi${req.path}${query < 0 ? '' : req.originalUrl.slice(query)}` };
  }
  return { language: 'en', path: req.path };
}
