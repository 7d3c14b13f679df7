import { FEATURELESS_HASH } from '../media/perceptual-hash';

/**
 * Photos are compared by the Hamming distance of their 64-bit perceptual hashes (media/perceptual-hash.ts).
 * Measured (perceptual-hash.spec.ts and the decision record): the same photo re-encoded as JPEG or WebP
 * and resized by 10 % is 0–4 bits away, 10 % brighter up to 6; different photos 20 or more.
 */
export const PHOTO_MAX_DISTANCE = 6;

/**
 * Multi-index hashing (Norouzi et al., 2012): the hash is cut into 4 slices of 16 bits. Two hashes at
 * most 7 bits apart have a slice at most 1 bit apart (else the distance would be ≥ 8), so looking up
 * each slice's value and its 16 one-bit neighbours (68 keys) finds every photo within the threshold,
 * in buckets of about photos / 65,536 (15 at a million photos) instead of the thousands that 7
 * exact slices of 9 bits would share.
 *
 * A key is 'p<slice>:' and the hash rotated to start with that slice ('p2:89ab' + 'cdef01234567'):
 * the lookup is a prefix range of the bucket index, which hands back the whole hash, so a candidate is
 * checked from the index alone.
 */
const SLICES = 4;
const SLICE_DIGITS = 4;

const rotate = (hash: string, slice: number) => hash.slice(slice * SLICE_DIGITS) + hash.slice(0, slice * SLICE_DIGITS);

export const isPhotoHash = (hash: unknown): hash is string => typeof hash === 'string' && /^[0-9a-f]{16}$/.test(hash) && hash !== FEATURELESS_HASH;

/** The keys a photo is stored under: one per slice. A picture with no detail gets none (it would match every other). */
export function photoKeys(hash: string): string[] {
  if (!isPhotoHash(hash)) return [];
  return Array.from({ length: SLICES }, (_, slice) => `p${slice}:${rotate(hash, slice)}`);
}

/** The key prefixes to look up for a photo: each slice's value and its one-bit neighbours. */
export function photoProbes(hash: string): string[] {
  if (!isPhotoHash(hash)) return [];
  const probes: string[] = [];
  for (let slice = 0; slice < SLICES; slice++) {
    const value = parseInt(hash.slice(slice * SLICE_DIGITS, (slice + 1) * SLICE_DIGITS), 16);
    probes.push(`p${slice}:${value.toString(16).padStart(SLICE_DIGITS, '0')}`);
    for (let bit = 0; bit < SLICE_DIGITS * 4; bit++) probes.push(`p${slice}:${(value ^ (1 << bit)).toString(16).padStart(SLICE_DIGITS, '0')}`);
  }
  return probes;
}

/** The photo hash a key was made from. */
export function hashOfPhotoKey(key: string): string {
  const slice = Number(key[1]);
  const rotated = key.slice(3, 19);
  return rotated.slice(rotated.length - slice * SLICE_DIGITS) + rotated.slice(0, rotated.length - slice * SLICE_DIGITS);
}

/** Bits in which two 16-hex-digit hashes differ. */
export function hammingDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i += 8) {
    let x = (parseInt(a.slice(i, i + 8), 16) ^ parseInt(b.slice(i, i + 8), 16)) >>> 0;
    while (x) {
      x &= x - 1;
      distance++;
    }
  }
  return distance;
}
