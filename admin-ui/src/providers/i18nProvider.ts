import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from '../i18n/en';

declare global {
  interface Window {
    /** The translation keys the console asked for and did not have (see recordMissing). */
    __missingTranslations?: string[];
  }
}

/** Each language by its own name; the choice is kept in react-admin's store (localStorage) and outlives signing out (providers/store.ts). */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
];

/** The Intl locale for numbers and dates: Indian grouping (₹1,00,000) and day/month/year in both languages. */
export const intlLocale = (locale: string): string => (locale === 'hi' ? 'hi-IN' : 'en-IN');

/** The messages of each language once loaded: Hindi is a chunk of its own, fetched the first time it is chosen. */
const loaded: Record<string, TranslationMessages> = { en };

const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  if (locale !== 'hi') return en;
  return import('../i18n/hi').then(({ hi }) => (loaded.hi = hi));
};

/** Our keys, as opposed to free text (a server's error detail, data) that goes through translate too. */
const KEY = /^(ra|app|resources)\.[\w-]+(\.[\w-]+)+$/;

/**
 * Development, and a browser test that sets `window.__missingTranslations = []` before the console loads
 * (e2e/tests/admin-hindi.test.mjs), collect each key a screen asked for that its language lacks.
 */
function recordMissing(key: string) {
  if (!KEY.test(key) || !(import.meta.env.DEV || window.__missingTranslations)) return;
  const missing = (window.__missingTranslations ??= []);
  if (!missing.includes(key)) missing.push(key);
}

const has = (messages: TranslationMessages | undefined, key: string): boolean => {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string';
};

/**
 * react-admin asks for optional keys with a default (`_`), such as `resources.ads.page.list`; only the ones every
 * screen relies on count as missing: resource names and fields, and our own and react-admin's texts.
 */
const REQUIRED_WITH_DEFAULT = /^(ra\.|app\.|resources\.[\w-]+\.(name$|fields\.))/;

/** A missing key shows as itself (polyglot's allowMissing): visible on the screen, and recorded. */
const base = polyglotI18nProvider(getMessages, 'en', LOCALES, {
  allowMissing: true,
  onMissingKey: (key: string) => {
    recordMissing(key);
    return key;
  },
});

export const i18nProvider: I18nProvider = {
  ...base,
  translate: (key, options) => {
    if (options?._ !== undefined && REQUIRED_WITH_DEFAULT.test(key) && !has(loaded[base.getLocale()], key)) recordMissing(key);
    return base.translate(key, options);
  },
};
