import sharp from 'sharp';
import { reencoded, testPicture } from '../../test/photos';
import { hammingDistance, PHOTO_MAX_DISTANCE } from '../moderation/photo-fingerprint';
import { FEATURELESS_HASH, perceptualHash } from './perceptual-hash';

const hashOf = (file: Buffer) => perceptualHash(sharp(file));

describe('perceptualHash', () => {
  const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
  let photos: Buffer[];
  let hashes: string[];
  beforeAll(async () => {
    photos = await Promise.all(seeds.map((seed) => testPicture(seed)));
    hashes = await Promise.all(photos.map(hashOf));
  });

  it('is 16 hex digits', () => {
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('stays within the threshold for the same photo re-encoded as JPEG quality 60 and resized by 10 % either way, or as WebP', async () => {
    for (const [i, photo] of photos.entries()) {
      const variants = [await reencoded(photo, 0.9), await reencoded(photo, 1.1), await sharp(photo).resize(576).webp({ quality: 50 }).toBuffer()];
      for (const variant of variants) expect(hammingDistance(hashes[i], await hashOf(variant))).toBeLessThanOrEqual(PHOTO_MAX_DISTANCE);
    }
  });

  it('is far from the hash of a different photo', () => {
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) expect(hammingDistance(hashes[i], hashes[j])).toBeGreaterThan(2 * PHOTO_MAX_DISTANCE);
  });

  it('is the same from the decoded pixels (as MediaService hashes them) and from the file', async () => {
    const { data, info } = await sharp(photos[0]).raw().toBuffer({ resolveWithObject: true });
    const fromPixels = await perceptualHash(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }));
    expect(fromPixels).toBe(hashes[0]);
  });

  it('puts transparent parts on white, as a re-upload saved as JPEG shows them', async () => {
    const { data, info } = await sharp(photos[1]).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let p = 3; p < data.length; p += 4) if (p % (info.width * 4) < info.width * 2) data[p] = 0; // left half transparent
    const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 70 }).toBuffer();
    expect(hammingDistance(await hashOf(png), await hashOf(jpeg))).toBeLessThanOrEqual(PHOTO_MAX_DISTANCE);
  });

  it('gives a picture of one colour the featureless hash, whatever the colour', async () => {
    for (const background of ['#c85078', '#ffffff', '#000000']) {
      const plain = await sharp({ create: { width: 300, height: 200, channels: 3, background } })
        .jpeg()
        .toBuffer();
      expect(await hashOf(plain)).toBe(FEATURELESS_HASH);
    }
  });
});
