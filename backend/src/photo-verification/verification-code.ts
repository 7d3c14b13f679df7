import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code written by hand on paper and read from a photo is not mistaken. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 6;

/** A one-time code for the selfie: 31^6 (8.9 × 10^8) of them, so a selfie made for one ad proves nothing for another. */
export const verificationCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
