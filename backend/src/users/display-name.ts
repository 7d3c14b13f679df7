import { randomInt } from 'node:crypto';
import { nameSkeleton } from '../common/display-name-key';

/** 3 to 30 letters, digits, spaces, dots, dashes and underscores, starting and ending with a letter or digit. */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]{1,28}[\p{L}\p{M}\p{N}]$/u;

/** Why a display name cannot be used in public, or null: it may not hide an e-mail address or a phone number. */
export function displayNameProblem(name: string): string | null {
  // Unfolded (NFKC, lower case) it must still be 30 characters: one character can unfold into many (U+FDFA into 18).
  if (!DISPLAY_NAME_PATTERN.test(name) || [...name.normalize('NFKC').toLowerCase()].length > 30) return 'must be 3 to 30 letters, digits, spaces, dots, dashes or underscores';
  if ((name.match(/\p{N}/gu) ?? []).length >= 6) return 'must not contain a phone number';
  if (/(^|[\s._-])(gmail|yahoo|hotmail|outlook|rediff)([\s._-]|$)/i.test(name)) return 'must not contain an e-mail address';
  return null;
}

/** Words of the staff's names, in English and Hindi: only admins may have them in their display names. */
const STAFF_WORDS = [
  'admin',
  'administrator',
  'support',
  'moderator',
  'bazaar',
  'staff',
  'official',
  'team',
  'helpdesk',
  'व्यवस्थापक',
  'प्रशासक',
  'सहायता',
  'एडमिन',
  'सपोर्ट',
  'मॉडरेटर',
  'बाज़ार',
  'बाजार',
  'स्टाफ़',
  'स्टाफ',
  'आधिकारिक',
  'टीम',
  'हेल्पडेस्क',
];
const STAFF_SKELETONS = STAFF_WORDS.map(nameSkeleton);

/** A word written entirely in staff words ("BazaarSupport", "adminteam"), compared by skeleton so that look-alikes count. */
function madeOfStaffWords(word: string): boolean {
  const skeleton = nameSkeleton(word);
  const reachable = new Set([0]);
  for (let at = 0; at < skeleton.length; at++) {
    if (reachable.has(at)) for (const staff of STAFF_SKELETONS) if (skeleton.startsWith(staff, at)) reachable.add(at + staff.length);
  }
  return skeleton.length > 0 && reachable.has(skeleton.length);
}

/**
 * Whether a display name could pass for Bazaar's staff ("Bazaar Support", "Admin_1", "АDMIN" with a Cyrillic А):
 * one of its words (between spaces, dots, dashes, underscores and digits) is made of staff words. Words that merely
 * start with one ("Teamster", "Staffan") are names like others.
 */
export const looksLikeStaff = (name: string): boolean =>
  name
    .normalize('NFKC')
    .split(/[\s._\p{N}-]+/u)
    .some(madeOfStaffWords);

/** A nickname for a new account: the first word of the full name (letters only) and four digits, or "Member" and them. */
export function suggestDisplayName(fullName: string): string {
  const digits = randomInt(1000, 10000);
  const first = [...(fullName.normalize('NFKC').match(/[\p{L}\p{M}]+/u)?.[0] ?? '')].slice(0, 20).join('');
  const name = `${first}${digits}`;
  return [...first].length >= 2 && !displayNameProblem(name) && !looksLikeStaff(name) ? name : `Member${digits}`;
}
