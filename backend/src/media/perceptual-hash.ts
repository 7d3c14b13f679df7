import type { Sharp } from 'sharp';

/**
 * A photo's perceptual hash (the DCT "pHash"): 64 bits that change little when the photo is
 * re-encoded, resized or slightly recoloured, so the same photo uploaded again is found by Hamming
 * distance (moderation/photo-fingerprint.ts). Written here rather than taken from `sharp-phash`, which
 * decodes the upload a second time and returns a string of 64 '0'/'1' (docs/decisions/0017-duplicate-detection.md).
 *
 * The picture is reduced to 32 × 32 grey pixels (transparent parts on white), and the 8 × 8 lowest frequencies
 * of its 2-D DCT (without the first row and column, the mean and the plain left-right or top-bottom
 * slopes) are compared with their median: one bit each.
 */
const SIDE = 32;
const LOW = 8;
/** COS[u][x] = cos((2x + 1)(u + 1)π / 2N): the DCT-II basis for frequencies 1..8. */
const COS = Array.from({ length: LOW }, (_, u) => Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * (u + 1) * Math.PI) / (2 * SIDE))));

/** The hash of a picture with no detail (one colour): it matches nothing (photo-fingerprint.ts skips it). */
export const FEATURELESS_HASH = '0000000000000000';

/** The 16-hex-digit hash of a picture given as a sharp pipeline (a decoded photo or an encoded file). */
export async function perceptualHash(image: Sharp): Promise<string> {
  // Reduced in colour and turned grey here: sharp's greyscale() converts the full-size picture first (16 ms vs 2 ms at 1600 × 1200).
  const { data, info } = await image.autoOrient().resize(SIDE, SIDE, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return hashOfGreyPixels(greyOnWhite(data, info.channels));
}

/** Grey levels (Rec. 601 luma) of 8-bit pixels with 1 to 4 channels, transparent parts on white. */
function greyOnWhite(data: Uint8Array, channels: number): Uint8Array {
  const grey = new Uint8Array(data.length / channels);
  const colour = channels >= 3;
  const alpha = channels === 2 || channels === 4;
  for (let i = 0, p = 0; i < grey.length; i++, p += channels) {
    const level = colour ? 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2] : data[p];
    const opacity = alpha ? data[p + channels - 1] / 255 : 1;
    grey[i] = Math.round(level * opacity + 255 * (1 - opacity));
  }
  return grey;
}

/** The hash of 32 × 32 grey pixels. */
export function hashOfGreyPixels(pixels: Uint8Array): string {
  // Separable DCT: rows first (T[u][y] = Σx COS[u][x]·f(x, y)), then columns; only the 8 × 8 kept frequencies.
  const rows = Array.from({ length: LOW }, () => new Float64Array(SIDE));
  for (let y = 0; y < SIDE; y++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += COS[u][x] * pixels[y * SIDE + x];
      rows[u][y] = sum;
    }
  }
  const coefficients = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += COS[v][y] * rows[u][y];
      coefficients[v * LOW + u] = sum;
    }
  }
  // One grey level of change spread over the picture moves a coefficient by up to ~16: below 1, there is nothing to hash.
  if (coefficients.every((c) => Math.abs(c) < 1)) return FEATURELESS_HASH;
  const sorted = Float64Array.from(coefficients).sort();
  const median = (sorted[31] + sorted[32]) / 2;
  let high = 0;
  let low = 0;
  for (let i = 0; i < 32; i++) {
    high = (high << 1) | (coefficients[i] > median ? 1 : 0);
    low = (low << 1) | (coefficients[32 + i] > median ? 1 : 0);
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
}
