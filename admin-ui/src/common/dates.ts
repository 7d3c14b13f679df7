import { useLocaleState } from 'react-admin';
import { intlLocale } from '../providers/i18nProvider';

/** The Intl locale of the language chosen in the user menu: 'en-IN' or 'hi-IN' (both group ₹1,00,000 the Indian way). */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return intlLocale(locale);
}

/**
 * A date as Indian admins read it (23/11/2026), whatever the browser's language: the lists once
 * mixed react-admin's DateField (browser locale, 11/23/2026 in en-US) with en-IN dates in one row.
 */
export const indianDate = (value: string | null | undefined, locale = 'en-IN'): string => (value ? new Date(value).toLocaleDateString(locale) : '—');

/** A moment with its time of day, in India time: 24/11/2026, 9:05 am; in Hindi 24/11/2026, सुबह 9:05 (its am/pm are Latin letters). */
export const indianDateTime = (value: string | null | undefined, locale = 'en-IN'): string =>
  value
    ? new Date(value).toLocaleString(locale, {
        timeZone: 'Asia/Kolkata',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: locale.startsWith('hi') ? 'short' : undefined,
      })
    : '—';

/** The two formats in the chosen language, for a component's render. */
export function useIndianDates() {
  const locale = useIntlLocale();
  return {
    date: (value: string | null | undefined) => indianDate(value, locale),
    dateTime: (value: string | null | undefined) => indianDateTime(value, locale),
  };
}

/**
 * How long ago, in the largest whole unit, as a translation key and its count: "45 min", "3 h", "2 days"
 * (the review queue's waiting time; app.time in i18n/en.json).
 */
export const timeSince = (value: string, now = Date.now()): { key: string; count: number } => {
  const minutes = Math.max(0, Math.floor((now - new Date(value).getTime()) / 60_000));
  if (minutes < 60) return { key: 'app.time.minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: 'app.time.hours', count: hours };
  return { key: 'app.time.days', count: Math.floor(hours / 24) };
};
