import type { Locale } from 'antd/es/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTL_LOCALES, type Language } from './language';
import type en from './locales/en';
import type complaints from './locales/en/complaints.json';
import type legal from './locales/en/legal.json';
import type { Messages } from './messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & { legal: typeof legal; complaints: typeof complaints } };
  }
}

declare global {
  interface Window {
    /** Keys a page asked for that its language lacks (the Hindi browser journey fails on any). */
    __missingTranslations?: string[];
  }
}

let antdLocale: Locale | undefined;

/**
 * Starts i18next in the page's language before the first render. Each language's texts are one chunk that only
 * its pages load (Hindi with Ant Design's Hindi texts), so neither weighs on the other's pages.
 */
export async function startI18n(language: Language): Promise<void> {
  let texts: typeof en;
  if (language === 'hi') {
    const hindi = await import('./locales/hi');
    texts = hindi.default;
    antdLocale = hindi.antdLocale;
  } else {
    texts = (await import('./locales/en')).default;
  }
  window.__missingTranslations = [];
  await i18next.use(initReactI18next).init({
    lng: language,
    // Every language has every key (Messages<typeof en>); a missing one shows as its key, and is recorded.
    fallbackLng: false,
    resources: { [language]: { translation: texts } },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      window.__missingTranslations?.push(key);
    },
  });
  document.documentElement.lang = INTL_LOCALES[language];
}

export function currentLanguage(): Language {
  return i18next.language === 'hi' ? 'hi' : 'en';
}

/** Ant Design's own texts (pickers, pagination, empty states) in the page's language; undefined is English. */
export function antdLocaleOf(): Locale | undefined {
  return antdLocale;
}

/** One language's texts of an area, which must have every key of the English ones (Messages). */
type PageTexts<English> = Record<Language, () => Promise<{ default: Messages<English> }>>;

/**
 * Areas whose texts are too long to load with every page: each language's are a chunk of their own, which
 * `withTexts` loads beside the page that shows them.
 * legal: tags in a text are the page's links and bold (<mail>, <profile>, <privacy>, <terms>, <strong>); {{mail}} is
 * the support address. complaints: the complaint form and the ticket page (features/complaints).
 */
const PAGE_TEXTS: { legal: PageTexts<typeof legal>; complaints: PageTexts<typeof complaints> } = {
  legal: { en: () => import('./locales/en/legal.json'), hi: () => import('./locales/hi/legal.json') },
  complaints: { en: () => import('./locales/en/complaints.json'), hi: () => import('./locales/hi/complaints.json') },
};

/** A lazily loaded page that shows once its area's texts, in the page's language, are loaded too. */
export async function withTexts<Page>(area: keyof typeof PAGE_TEXTS, page: Promise<Page>): Promise<Page> {
  const [texts, loaded] = await Promise.all([PAGE_TEXTS[area][currentLanguage()](), page]);
  i18next.addResourceBundle(currentLanguage(), 'translation', { [area]: texts.default }, true, true);
  return loaded;
}

/** `t` outside React (the API client, formatters); components use `useTranslation()`. */
export const t = i18next.t.bind(i18next);
