import { randomInt } from 'node:crypto';

/** 3 to 30 letters, digits, spaces, dots, dashes and underscores, starting and ending with a letter or digit. */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]{1,28}[\p{L}\p{M}\p{N}]$/u;

/** What uniqueness compares: the same name in any case or Unicode form is taken. */
export const displayNameKey = (name: string) => name.normalize('NFKC').toLowerCase();

/** Why a display name cannot be used in public, or null: it may not hide an e-mail address or a phone number. */
export function displayNameProblem(name: string): string | null {
  // The key must fit its 30-character column too: one character can unfold into many (U+FDFA into 18).
  if (!DISPLAY_NAME_PATTERN.test(name) || [...displayNameKey(name)].length > 30) return 'must be 3 to 30 letters, digits, spaces, dots, dashes or underscores';
  if ((name.match(/\p{N}/gu) ?? []).length >= 6) return 'must not contain a phone number';
  if (/(^|[\s._-])(gmail|yahoo|hotmail|outlook|rediff)([\s._-]|$)/i.test(name)) return 'must not contain an e-mail address';
  return null;
}

/** A nickname for a new account: the first word of the full name (letters only) and four digits, or "Member" and them. */
export function suggestDisplayName(fullName: string): string {
  const digits = randomInt(1000, 10000);
  const first = [...(fullName.normalize('NFKC').match(/[\p{L}\p{M}]+/u)?.[0] ?? '')].slice(0, 20).join('');
  const name = `${first}${digits}`;
  return [...first].length >= 2 && !displayNameProblem(name) ? name : `Member${digits}`;
}
