import { indiaTimeOfDay } from '../../../common/india-time';
import type { Language } from '../../../common/language';
import { texts } from '../../../common/texts';
import en from './pdf-texts.en.json';
import hiTexts from './pdf-texts.hi.json';

const hi: typeof en = hiTexts;

/** The words printed on tax invoices, credit notes and wallet statements, in every language a user can choose. */
export const PDF_TEXTS = { en, hi };

export const pdfText = texts('invoice-pdf', PDF_TEXTS);

/** Paise as rupees with the Indian grouping and two decimals (₹1,23,456.78), alike in both languages; −₹5.00 below zero. */
export function formatRupees(paise: number): string {
  const whole = Math.abs(Math.round(paise));
  const rupees = Math.floor(whole / 100).toLocaleString('en-IN');
  return `${paise < 0 ? '−' : ''}₹${rupees}.${String(whole % 100).padStart(2, '0')}`;
}

/** A rate as the table prints it: 18%, 9%, 2.5%. */
export const formatPercent = (percent: number) => `${Number(percent.toFixed(2))}%`;

/** The calendar day of a moment in India (UTC+05:30, no daylight saving) as dd/mm/yyyy. */
export function formatIndiaDate(date: Date): string {
  const india = new Date(date.getTime() + 330 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(india.getUTCDate())}/${two(india.getUTCMonth() + 1)}/${india.getUTCFullYear()}`;
}

/** dd/mm/yyyy HH:MM IST. */
export const formatIndiaDateTime = (date: Date) => `${formatIndiaDate(date)} ${indiaTimeOfDay(date)} IST`;

/** The document's language tag for the PDF catalogue (screen readers, search). */
export const languageTag = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');
