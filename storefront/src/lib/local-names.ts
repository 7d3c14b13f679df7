import { currentLanguage } from '../i18n';

/**
 * Names from the reference data in the page's language: on Hindi pages the Devanagari name where the data has
 * one (backend/src/seeds/hindi-names.ts), else the English name. URLs keep the English slugs.
 */
export const localName = (english: string, hindi: string | null | undefined) => (currentLanguage() === 'hi' && hindi ? hindi : english);

export const categoryTitle = (category: { title: string; titleHi?: string | null }) => localName(category.title, category.titleHi);

export const stateName = (place: { state: string; stateHi?: string | null }) => localName(place.state, place.stateHi);

export const districtName = (place: { district: string; districtHi?: string | null }) => localName(place.district, place.districtHi);

/** What admins write for search engines and page headings (SEO fields) is English: Hindi pages use their own texts. */
export const englishOnly = <T>(text: T): T | undefined => (currentLanguage() === 'en' ? text : undefined);
