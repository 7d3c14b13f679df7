/**
 * GST arithmetic for Bazaar's one supply, online advertising (docs/decisions/0042-gst-invoices.md): state codes, the
 * financial year, and the split of a price into taxable value and CGST + SGST (within the supplier's state) or IGST.
 */

/** The GST state codes (the first two digits of a GSTIN), by the state names the locations table uses. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const STATE_BY_CODE = Object.fromEntries(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));
export const gstStateName = (code: string): string | null => STATE_BY_CODE[code] ?? null;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A GSTIN's 15th character: the base-36 check digit of the first 14 (CBIC's published algorithm). */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** Well-formed, a known state code and a correct check digit. */
export const isValidGstin = (gstin: string) => GSTIN_PATTERN.test(gstin) && gstStateName(gstin.slice(0, 2)) !== null && gstinCheckDigit(gstin.slice(0, 14)) === gstin[14];

/** The Indian financial year (1 April to 31 March, India time) a moment falls in, as 2026-27. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Splits a price at `ratePercent`. Inclusive: the price is the total and the tax is inside it; exclusive: the price is
 * the taxable value and the tax comes on top. Within one state the tax is halved into CGST and SGST, each rounded to
 * the paisa and the two always equal; the taxable value takes the rounding, so the parts always add up to the total.
 */
export function splitTax(pricePaise: number, ratePercent: number, inclusive: boolean, intraState: boolean): TaxSplit {
  const taxOn = (taxable: number) => (intraState ? 2 * Math.round((taxable * ratePercent) / 200) : Math.round((taxable * ratePercent) / 100));
  const tax = inclusive ? taxOn(Math.round((pricePaise * 100) / (100 + ratePercent))) : taxOn(pricePaise);
  const taxablePaise = inclusive ? pricePaise - tax : pricePaise;
  const totalPaise = taxablePaise + tax;
  return intraState ? { taxablePaise, cgstPaise: tax / 2, sgstPaise: tax / 2, igstPaise: 0, totalPaise } : { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
}
