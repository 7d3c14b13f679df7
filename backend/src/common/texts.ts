import { createInstance } from 'i18next';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './language';

/** A domain's texts in one language: strings with {{placeholders}}, grouped in objects. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The dotted keys of a text tree's strings (`verifyEmail.subject`). */
export type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}` }[keyof T & string];

/** One language's texts of a domain: the string at `key`, its {{placeholders}} filled from `values`. */
export type Translate<T> = (key: TextKey<T>, values?: Record<string, string>) => string;

/**
 * The backend's one i18next instance, for what it writes itself (mails, the storefront's page heads; the
 * storefront has its own): every domain adds its texts as a namespace (`texts`). Resources are in memory,
 * so it is ready as soon as init returns.
 */
const i18n = createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [],
  resources: {},
  initAsync: false,
  showSupportNotice: false,
  returnNull: false,
  // The texts are plain text: whoever writes them into HTML escapes each whole string (the words and the
  // values in them), as renderMail and renderIndex do. Escaping values here too would escape them twice in
  // the HTML and leave entities in a mail's text part (docs/decisions/0020-mail-languages.md).
  interpolation: { escapeValue: false },
});

/**
 * Registers a domain's texts under `namespace` and answers its translator for a language. Declare the
 * Hindi texts as `typeof en`, so that the compiler refuses one without every English key.
 */
export function texts<T extends TextTree>(namespace: string, byLanguage: Record<Language, T>): (language: Language) => Translate<T> {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, byLanguage[language], true, true);
  return (language) => {
    const t = i18n.getFixedT(language, namespace);
    return (key, values) => t(key, values ?? {});
  };
}

/** Every registered namespace's texts, by language (for the texts' own tests). */
export const registeredTexts = (): Record<Language, Record<string, TextTree>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, i18n.getDataByLanguage(language) ?? {}])) as Record<Language, Record<string, TextTree>>;
