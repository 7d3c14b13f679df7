/** "New Delhi" → "new-delhi": lower case, runs of anything but letters and digits to one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug for a column of `length` characters: one character can unfold into several ("㎉" into "kcal"). */
export const slugOfAtMost = (text: string, length: number): string => slugify(text).slice(0, length).replace(/-+$/, '');
