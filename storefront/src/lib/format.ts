import { currentLanguage, t } from '../i18n';
import { INTL_LOCALES, type Language } from '../i18n/language';

/**
 * Intl formatters of the page's language, made once each: ₹1,00,000, 23 Nov 2026 / 23 नवंबर 2026, and
 * 23 Nov 2026, 5:52 pm / 23 नवंबर 2026 को शाम 5:52 बजे (Hindi names the part of the day; its am/pm are Latin).
 */
function formatters(language: Language) {
  const locale = INTL_LOCALES[language];
  const month = language === 'hi' ? 'long' : 'short';
  const dayPeriod = language === 'hi' ? 'short' : undefined;
  return {
    wholeRupees: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    rupeesAndPaise: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    number: new Intl.NumberFormat(locale),
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric' }),
    // Calendar days (YYYY-MM-DD) are read as UTC midnights and shown in UTC: the same day in every zone.
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }),
    dateTime: new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod }),
    indiaDateTime: new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod, timeZone: 'Asia/Kolkata' }),
    relative: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  };
}

const made = new Map<Language, ReturnType<typeof formatters>>();

function format(): ReturnType<typeof formatters> {
  const language = currentLanguage();
  let kept = made.get(language);
  if (!kept) made.set(language, (kept = formatters(language)));
  return kept;
}

/** ₹1,499 or ₹499.50 (amounts come from the API in rupees); negatives with a true minus sign. */
export function formatRupees(amount: number | null | undefined): string {
  const value = amount ?? 0;
  const { wholeRupees, rupeesAndPaise } = format();
  return (value < 0 ? '−' : '') + (Number.isInteger(value) ? wholeRupees : rupeesAndPaise).format(Math.abs(value));
}

/** 1,00,000: Indian digit grouping. */
export function formatNumber(value: number): string {
  return format().number.format(value);
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? format().date.format(new Date(iso)) : '—';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? format().dateTime.format(new Date(iso)) : '—';
}

/** A period of calendar days (YYYY-MM-DD, both included): 1–14 Dec 2026, 28 Nov – 3 Dec 2026, 1 दिसंबर 2026. */
export function formatDayRange(from: string, to: string): string {
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  return from === to ? format().day.format(day(from)) : format().day.formatRange(day(from), day(to));
}

/** The date and time in India, whatever the device's zone: the deadlines the law counts (a complaint's clocks). */
export function formatIndiaDateTime(iso: string | null | undefined): string {
  return iso ? format().indiaDateTime.format(new Date(iso)) : '—';
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "just now". */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return format().relative.format(Math.round(seconds / size), unit);
  }
  return t('common.time.justNow');
}
