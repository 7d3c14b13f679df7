/** Domain rules shared by forms (the API's DTOs, e.g. backend/src/ads/dto/ad.dto.ts; docs/seller-guide.md). */
const INDIAN_MOBILE = /^(?:\+91)?[6-9]\d{9}$/;

/** Spaces and dashes are how people write numbers ("98765 43210"); the API gets them without. */
export function normalisePhone(phone: string): string {
  return phone.trim().replace(/[\s-]/g, '');
}

/** An Indian mobile: 10 digits starting 6–9, optionally preceded by +91. */
export function isIndianMobile(phone: string): boolean {
  return INDIAN_MOBILE.test(normalisePhone(phone));
}
/** The API's rule for the public display name (backend/src/users/display-name.ts); the API also refuses phone numbers and e-mail addresses in it. */
export const DISPLAY_NAME = { min: 3, max: 30, pattern: /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]*[\p{L}\p{M}\p{N}]$/u } as const;

export const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const UPI_TRANSACTION_ID = /^\d{12}$/;

export const AD_LIMITS = {
  title: { min: 10, max: 120 },
  description: { min: 30, max: 5000 },
  age: { min: 18, max: 99 },
  images: { min: 1, max: 8, maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
} as const;

/** A message between a buyer and a seller (backend/src/messages/dto/message.dto.ts). */
export const MESSAGE_MAX_LENGTH = 2000;

export const WALLET_LIMITS = { min: 100, max: 50_000 } as const;

/** 10 digits without country code, for tel: and WhatsApp links. */
export function nationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}
