import sharp from 'sharp';
import { random } from '../src/seeds/demo-content';

/**
 * A photo-like picture, the same for the same seed: a tinted gradient, a dozen discs and squares,
 * and grain. Different seeds give pictures as different as two sellers' photos.
 */
export function testPicture(seed: number, width = 640, height = 480): Promise<Buffer> {
  const rand = random(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const base = [rand() * 255, rand() * 255, rand() * 255];
  const slope = [rand() - 0.5, rand() - 0.5, rand() - 0.5];
  const shapes = Array.from({ length: 12 }, () => ({
    x: rand() * width,
    y: rand() * height,
    r: 20 + rand() * 120,
    colour: [rand() * 255, rand() * 255, rand() * 255],
    square: rand() < 0.5,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = base.map((b, i) => b + slope[i] * (x + y) * 0.3);
      for (const s of shapes) if (s.square ? Math.abs(x - s.x) < s.r && Math.abs(y - s.y) < s.r : (x - s.x) ** 2 + (y - s.y) ** 2 < s.r ** 2) colour = s.colour;
      for (let i = 0; i < 3; i++) pixels[(y * width + x) * 3 + i] = Math.max(0, Math.min(255, colour[i] + (rand() - 0.5) * 40));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same photo as someone re-uploading it would send it: resized by `scale` and re-encoded as JPEG at quality 60. */
export async function reencoded(photo: Buffer, scale = 0.9): Promise<Buffer> {
  const { width } = await sharp(photo).metadata();
  return sharp(photo)
    .resize(Math.round(width! * scale))
    .jpeg({ quality: 60 })
    .toBuffer();
}
