import { currentLanguage } from '../i18n';

/**
 * Names from the reference data in the page's language: on Hindi pages the Devanagari name where the data has
 * one (backend/src/database/hindi-names.ts), else the English name. URLs keep the English slugs.
 */
export const localName = (english: string, hindi: string | null | undefined) => (currentLanguage() === 'hi' && hindi ? hindi : english);

export const categoryTitle = (category: { title: string; titleHi?: string | null }) => localName(category.title, category.titleHi);

export const stateName = (place: { state: string; stateHi?: string | null }) => localName(place.state, place.stateHi);

export const districtName = (place: { district: string; districtHi?: string | null }) => localName(place.district, place.districtHi);

/** What admins name promotion packages and time slots, in the page's language where they gave a Hindi name. */
export const packageName = (pack: { name: string; nameHi?: string | null }) => localName(pack.name, pack.nameHi);

export const slotLabel = (slot: { label: string; labelHi?: string | null }) => localName(slot.label, slot.labelHi);

/** The `lang` of a name shown by localName: 'en' where a Hindi page falls back to the English name (for screen readers). */
export const fallbackLang = (hindi: string | null | undefined) => (currentLanguage() === 'hi' && !hindi ? 'en' : undefined);

/** What admins write for search engines and page headings (SEO fields) is English: Hindi pages use their own texts. */
export const englishOnly = <T>(text: T): T | undefined => (currentLanguage() === 'en' ? text : undefined);
