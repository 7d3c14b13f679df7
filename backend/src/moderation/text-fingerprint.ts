/**
 * Texts are compared by the Jaccard similarity of their word shingles (pairs of neighbouring words,
 * after normalising), and candidates are found by MinHash with locality-sensitive hashing: 80
 * MinHash values in 16 bands of 5, each band one bucket key. Two texts of similarity s share a bucket
 * with probability 1 − (1 − s⁵)¹⁶: 0.998 at s = 0.8, 0.9999 at 0.9, 0.40 at 0.5, 0.04 at 0.3
 * (docs/decisions/0017-duplicate-detection.md). Changing these constants changes every stored bucket.
 */
export const TEXT_MIN_SIMILARITY = 0.8;
export const BANDS = 16;
export const ROWS = 5;
/** Fewer shingles than this (a handful of words) tell a copy from a coincidence too poorly: no text buckets, no text match. */
export const MIN_SHINGLES = 3;

/** Lower-case letters, marks and digits of any script (Devanagari's vowel signs are marks), one space between words. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * An ad's shingles: the pairs of neighbouring words of its title and description (a one-word text is
 * its word), each as a 32-bit hash, sorted and without repeats. Hashes rather than strings: a third of
 * the cost (the bulk seeder fingerprints a million ads); two pairs colliding is a 1-in-4-billion event.
 */
export function shingles(title: string, description: string): Uint32Array {
  const words = normaliseText(`${title} ${description}`).split(' ').filter(Boolean);
  if (words.length <= 1) return Uint32Array.from(words, hashString);
  const pairs = new Uint32Array(Math.max(0, words.length - 1));
  let previous = hashString(words[0]);
  for (let i = 1; i < words.length; i++) {
    const next = hashString(words[i]);
    pairs[i - 1] = mix(Math.imul(previous, 31) ^ next);
    previous = next;
  }
  pairs.sort();
  let kept = 0;
  for (let i = 0; i < pairs.length; i++) if (i === 0 || pairs[i] !== pairs[i - 1]) pairs[kept++] = pairs[i];
  return pairs.subarray(0, kept);
}

/** |A ∩ B| / |A ∪ B| of two sorted sets of shingles. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (!a.length && !b.length) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

/** MurmurHash3's finaliser: a cheap bijection of 32-bit integers that mixes every bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units, mixed. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix(h);
}

/** One fixed seed per MinHash function (drawn once; stored buckets depend on them). */
const SEEDS = Uint32Array.from({ length: BANDS * ROWS }, (_, i) => mix(0x9e3779b9 * (i + 1)));

/** The smallest value of each of the BANDS × ROWS hash functions over the shingles. */
export function minHashes(set: Uint32Array): Uint32Array {
  const mins = new Uint32Array(BANDS * ROWS);
  for (let i = 0; i < mins.length; i++) {
    const seed = SEEDS[i];
    let min = 0xffffffff;
    for (let j = 0; j < set.length; j++) {
      // One multiply and shift per function (a full mix() per function costs twice as much, for the same accuracy: the spec measures it).
      let value = Math.imul(set[j] ^ seed, 0x85ebca6b);
      value = (value ^ (value >>> 13)) >>> 0;
      if (value < min) min = value;
    }
    mins[i] = min;
  }
  return mins;
}

/** A text's bucket keys, 't<band>:<8 hex digits>': each band's ROWS MinHash values hashed together. */
export function textKeys(set: Uint32Array): string[] {
  if (set.length < MIN_SHINGLES) return [];
  const mins = minHashes(set);
  const buckets: string[] = [];
  for (let band = 0; band < BANDS; band++) {
    let h = SEEDS[band];
    for (let row = 0; row < ROWS; row++) h = mix(Math.imul(h, 31) ^ mins[band * ROWS + row]);
    buckets.push(`t${band}:${h.toString(16).padStart(8, '0')}`);
  }
  return buckets;
}
