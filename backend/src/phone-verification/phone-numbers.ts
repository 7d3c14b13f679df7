import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type ParsedPhone = { e164: string } | { refusal: 'invalidNumber' | 'notMobile' };

/**
 * A number as a person types it (98765 43210, 098765-43210, +91 98765 43210), Indian unless it starts with +, as E.164;
 * refused unless it is a valid mobile number (a code goes by SMS).
 */
export function parseMobile(input: string): ParsedPhone {
  const phone = parsePhoneNumberFromString(input.trim(), 'IN');
  if (!phone || !phone.isValid()) return { refusal: 'invalidNumber' };
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { refusal: 'notMobile' };
  return { e164: phone.number };
}

/** An ad keeps an Indian mobile number as its 10 digits (ads.phone); null for a number abroad, which no ad can carry. */
export const adPhoneOf = (e164: string): string | null => (/^\+91[6-9]\d{9}$/.test(e164) ? e164.slice(3) : null);

/** The E.164 form of an ad's 10 digits. */
export const e164OfAdPhone = (phone: string): string => `+91${phone}`;
