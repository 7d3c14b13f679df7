import fc from 'fast-check';
import { FEATURELESS_HASH } from '../media/perceptual-hash';
import { hammingDistance, hashOfPhotoKey, PHOTO_MAX_DISTANCE, photoKeys, photoProbes } from './photo-fingerprint';

const hex64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((n) => n.toString(16).padStart(16, '0'));
const flip = (hash: string, bits: number[]) => {
  let n = BigInt(`0x${hash}`);
  for (const bit of bits) n ^= 1n << BigInt(bit);
  return n.toString(16).padStart(16, '0');
};
/** Whether a stored photo is in the range of one of the probes (a prefix of its bucket). */
const found = (stored: string, query: string) => photoKeys(stored).some((bucket) => photoProbes(query).some((probe) => bucket.startsWith(probe)));

describe('photo fingerprints', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0123456789abcdef', '0123456789abcdef')).toBe(0);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
  });

  it('stores 4 buckets per photo, each giving back the whole hash', () => {
    const buckets = photoKeys('0123456789abcdef');
    expect(buckets).toEqual(['p0:0123456789abcdef', 'p1:456789abcdef0123', 'p2:89abcdef01234567', 'p3:cdef0123456789ab']);
    for (const bucket of buckets) expect(hashOfPhotoKey(bucket)).toBe('0123456789abcdef');
    expect(photoProbes('0123456789abcdef')).toHaveLength(4 * 17);
  });

  it('finds every photo within the threshold (and up to 7 bits) through one of the 68 probes', () => {
    fc.assert(
      fc.property(hex64, fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 7 }), (hash, bits) => {
        const near = flip(hash, bits);
        fc.pre(hash !== FEATURELESS_HASH && near !== FEATURELESS_HASH);
        expect(hammingDistance(hash, near)).toBe(bits.length);
        expect(found(hash, near)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(PHOTO_MAX_DISTANCE).toBeLessThanOrEqual(7);
  });

  it('stores nothing for a picture without detail, nor for a value that is not a hash', () => {
    expect(photoKeys(FEATURELESS_HASH)).toEqual([]);
    expect(photoProbes(FEATURELESS_HASH)).toEqual([]);
    expect(photoKeys('not a hash')).toEqual([]);
  });
});
