/**
 * A date as Indian admins read it (23/11/2026), whatever the browser's language: the lists once
 * mixed react-admin's DateField (browser locale, 11/23/2026 in en-US) with en-IN dates in one row.
 */
export const indianDate = (value: string | null | undefined): string => (value ? new Date(value).toLocaleDateString('en-IN') : '—');

/** A moment with its time of day, in India time: 24/11/2026, 9:05 am. */
export const indianDateTime = (value: string | null | undefined): string =>
  value ? new Date(value).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';

/** How long ago, in the largest whole unit: "45 min", "3 h", "2 days" (the review queue's waiting time). */
export const timeSince = (value: string, now = Date.now()): string => {
  const minutes = Math.max(0, Math.floor((now - new Date(value).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
};
