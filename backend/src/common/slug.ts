/** Anything but printable ASCII: text that may need unfolding. */
const UNFOLDABLE = /[^\u0020-\u007e]/;

/** "New Delhi" → "new-delhi": lower case, runs of anything but letters and digits to one hyphen. */
export function slugify(text: string): string {
  // Unfolded ("é" → "e", "㎉" → "kcal") only when there is something to unfold: every search card's title is slugified.
  const folded = UNFOLDABLE.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  const slug = folded.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // A run is one hyphen, so at most one stands at each end.
  return slug.slice(slug.startsWith('-') ? 1 : 0, slug.endsWith('-') ? -1 : undefined);
}

/** A slug for a column of `length` characters: one character can unfold into several ("㎉" into "kcal"). */
export const slugOfAtMost = (text: string, length: number): string => slugify(text).slice(0, length).replace(/-+$/, '');
