import type { Language } from './language';
import { requestLanguage } from './texts';

/** India has one time zone, UTC+05:30, with no daylight saving. */
const IST_OFFSET_MINUTES = 330;

/** The time of day in India as 'HH:MM'. */
export function indiaTimeOfDay(now: Date = new Date()): string {
  const minutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + IST_OFFSET_MINUTES) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a slot [start, end) covers a time of day; an end before the start runs past midnight, equal means all day. */
export function slotCovers(slot: { startTime: string; endTime: string }, time: string): boolean {
  const { startTime: start, endTime: end } = slot;
  if (start === end) return true;
  return start < end ? time >= start && time < end : time >= start || time < end;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * 24 * 3600 * 1000);

/** The calendar day of a moment in India, as YYYY-MM-DD. */
export const indiaDay = (at: Date = new Date()) => new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** The first moment of a day (YYYY-MM-DD) in India. */
export const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * A moment as people in India read it, in the language of the request being served: "24 Nov 2026, 9:05 am IST",
 * "24 नवंबर 2026 को सुबह 9:05 बजे IST" (Hindi names the part of the day; its CLDR am/pm are Latin letters).
 */
export function formatIndiaTime(date: Date, language: Language = requestLanguage()): string {
  const words = language === 'hi' ? ({ month: 'long', dayPeriod: 'short' } as const) : ({ month: 'short' } as const);
  return `${date.toLocaleString(`${language}-IN`, { timeZone: 'Asia/Kolkata', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', ...words })} IST`;
}
