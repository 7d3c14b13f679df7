/** How a bank writes its booking dates. Separators (/ - . space) are read alike; two-digit years are 20xx. */
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD MMM YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day as YYYY-MM-DD, or null (31/02 is null). */
function isoDay(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A statement cell as a day (YYYY-MM-DD), or null when it is not one (a footer, a total). A spreadsheet's own date
 * cell is read as it is; text is read in `format`, ignoring a time after the date.
 */
export function parseStatementDate(value: unknown, format: DateFormat): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const parts = value.trim().split(/[\s/.-]+/);
  if (parts.length < 3) return null;
  const [a, b, c] = parts;
  const number = (text: string) => (/^\d{1,4}$/.test(text) ? Number(text) : NaN);
  switch (format) {
    case 'DD/MM/YYYY':
      return isoDay(number(c), number(b), number(a));
    case 'MM/DD/YYYY':
      return isoDay(number(c), number(a), number(b));
    case 'YYYY-MM-DD':
      return isoDay(number(a), number(b), number(c));
    case 'DD MMM YYYY':
      return isoDay(number(c), MONTHS.indexOf(b.slice(0, 3).toLowerCase()) + 1, number(a));
  }
}

/** A credit cell as paise: "1,234.50", "₹ 1234.5", "1234.50 CR", 1234.5; null when blank, zero or not an amount. */
export function parseStatementAmount(value: unknown): number | null {
  let rupees: number;
  if (typeof value === 'number') rupees = value;
  else if (typeof value === 'string') {
    const text = value.replace(/[₹,\s]|INR|Rs\.?|CR$/gi, '');
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
    rupees = Number(text);
  } else return null;
  const paise = Math.round(rupees * 100);
  return Number.isFinite(paise) && paise > 0 ? paise : null;
}

/** Days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
