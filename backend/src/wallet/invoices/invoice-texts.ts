import type { Language } from '../../common/language';
import { texts } from '../../common/texts';
import en from './invoice-texts.en.json';
import hiTexts from './invoice-texts.hi.json';

const hi: typeof en = hiTexts;
const text = texts('invoice-texts', { en, hi });

/** An invoice's own words in `language`: the line's description, a credit note's reason. */
export const invoiceText = (language: Language, key: keyof typeof en, values?: Record<string, string>) => text(language)(key, values);
