/**
 * A date as Indian admins read it (23/11/2026), whatever the browser's language: the lists once
 * mixed react-admin's DateField (browser locale, 11/23/2026 in en-US) with en-IN dates in one row.
 */
export const indianDate = (value: string | null | undefined): string => (value ? new Date(value).toLocaleDateString('en-IN') : '—');
