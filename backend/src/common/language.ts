import Negotiator from 'negotiator';

/** The languages a user can choose: the storefront's UI and the account mails exist in these. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The language of a new account, from the sign-up request's Accept-Language: Hindi when the client
 * prefers it to English (`hi-IN,hi;q=0.9,en;q=0.8`), English otherwise, or when it names neither.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const chosen = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...LANGUAGES]);
  return LANGUAGES.find((language) => language === chosen) ?? DEFAULT_LANGUAGE;
}
