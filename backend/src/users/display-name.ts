import { randomInt } from 'node:crypto';

/** 3 to 30 letters, digits, spaces, dots, dashes and underscores, starting and ending with a letter or digit. */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]{1,28}[\p{L}\p{M}\p{N}]$/u;

/** Why a display name cannot be used in public, or null: it may not hide an e-mail address or a phone number. */
export function displayNameProblem(name: string): string | null {
  if (!DISPLAY_NAME_PATTERN.test(name)) return 'must be 3 to 30 letters, digits, spaces, dots, dashes or underscores';
  if ((name.match(/\p{N}/gu) ?? []).length >= 6) return 'must not contain a phone number';
  if (/(^|[\s._-])(gmail|yahoo|hotmail|outlook|rediff)([\s._-]|$)/i.test(name)) return 'must not contain an e-mail address';
  return null;
}

/** What uniqueness compares: the same name in any case or Unicode form is taken. */
export const displayNameKey = (name: string) => name.normalize('NFKC').toLowerCase();

/** A nickname for a new account: the first word of the full name (letters only) and four digits. */
export function suggestDisplayName(fullName: string): string {
  const first = (fullName.normalize('NFKC').match(/[\p{L}\p{M}]+/u)?.[0] ?? 'Member').slice(0, 20);
  return `${first.length >= 2 ? first : 'Member'}${randomInt(1000, 10000)}`;
}
