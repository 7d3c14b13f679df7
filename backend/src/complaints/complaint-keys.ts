import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** No 0/O, 1/I/L: a ticket read out on the phone or copied from paper is not mistaken. */
const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const TICKET_LENGTH = 8;
export const TICKET_PATTERN = /^BZ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

/** A ticket number: 31^8 (8.5 × 10^11) of them, so one cannot be guessed from another. */
export const newTicket = (): string => `BZ-${Array.from({ length: TICKET_LENGTH }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('')}`;

/** The ticket link's secret: 144 random bits, 24 characters. */
export const newKey = (): string => randomBytes(18).toString('base64url');

/** What is stored of a key: its SHA-256 (a random key needs no slow hash), 43 characters. */
export const hashOfKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** Whether `key` is the ticket's, compared in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashOfKey(key));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
