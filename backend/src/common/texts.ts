import { createInstance } from 'i18next';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './language';
import { requestContext } from './request-context';

/**
 * A domain's texts in one language: strings with {{placeholders}}, grouped in objects, kept in a JSON file beside the
 * module that registers them (`auth-refusals.en.json`, `auth-refusals.hi.json`).
 */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The dotted keys of a text tree's strings (`verifyEmail.subject`). */
export type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}` }[keyof T & string];

/** One language's texts of a domain: the string at `key`, its {{placeholders}} filled from `values`. */
export type Translate<T> = (key: TextKey<T>, values?: Record<string, string>) => string;

/**
 * The backend's one i18next instance, for what it writes itself (mails, the storefront's page heads, the API's
 * answers; the storefront has its own): every domain adds its texts as a namespace (`texts`). Resources are in memory,
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
 * Hindi texts as `typeof en` (`const hi: typeof en = hiTexts`, both imported from their JSON files), so that the
 * compiler refuses one without every English key.
 */
export function texts<T extends TextTree>(namespace: string, byLanguage: Record<Language, T>): (language: Language) => Translate<T> {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, byLanguage[language], true, true);
  return (language) => {
    const t = i18n.getFixedT(language, namespace);
    return (key, values) => t(key, values ?? {});
  };
}

/** The language the client of the request being served reads (Accept-Language); outside a request, English. */
export const requestLanguage = (): Language => requestContext.getStore()?.language ?? DEFAULT_LANGUAGE;

/** A name given in English and, optionally, in Hindi (a district's, a category's, a package's), in `language`: the English one where there is no Hindi one. */
export const nameIn = (language: Language, english: string, hindi: string | null | undefined): string => (language === 'hi' && hindi ? hindi : english);

/** Such a name in the request's language. */
export const inRequestLanguage = (english: string, hindi: string | null | undefined): string => nameIn(requestLanguage(), english, hindi);

/**
 * Registers texts that answer a request (a refusal's `detail` and field messages, an activity's titles) like
 * `texts`, and answers one translator that writes in the language of the request being served. The words are
 * chosen deep in a service, a guard or a pipe that knows nothing of the request, but the client that reads
 * them asked for a language (kept in requestContext by the request tracker).
 */
export function requestTexts<T extends TextTree>(namespace: string, byLanguage: Record<Language, T>): Translate<T> {
  const inLanguage = texts(namespace, byLanguage);
  const translators = Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language)])) as Record<Language, Translate<T>>;
  return (key, values) => translators[requestLanguage()](key, values);
}

/** Every registered namespace's texts, by language (for the texts' own tests). */
export const registeredTexts = (): Record<Language, Record<string, TextTree>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, i18n.getDataByLanguage(language) ?? {}])) as Record<Language, Record<string, TextTree>>;
