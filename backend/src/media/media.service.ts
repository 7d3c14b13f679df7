import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Larger pictures are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageFolder = 'ads' | 'categories' | 'locations' | 'blog';

export interface StoredImage {
  url: string;
  thumbUrl: string;
}

/** Sniffs the real format from the first bytes; the file name and the client's MIME type are not trusted. */
export function detectImageFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Stores uploaded images: checked by content, decoded, re-encoded to WebP (which drops EXIF,
 * GPS and anything smuggled after the image data) in a display size and a thumbnail.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async saveImage(file: Express.Multer.File, folder: ImageFolder, field = 'image'): Promise<StoredImage> {
    const refuse = (why: string) => new BadRequestException({ detail: `${field}: ${why}`, errors: { [field]: why } });
    if (!file?.buffer?.length) throw refuse('the file is empty');
    if (file.size > MAX_IMAGE_BYTES) throw refuse('the image is larger than 5 MB');
    if (!detectImageFormat(file.buffer)) throw refuse('must be a JPEG, PNG or WebP image');

    let display: Buffer;
    let thumb: Buffer;
    try {
      const source = () => sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
      [display, thumb] = await Promise.all([
        source().resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
        source().resize({ width: 400, height: 400, fit: 'cover' }).webp({ quality: 70 }).toBuffer(),
      ]);
    } catch {
      throw refuse('the image could not be read (damaged, or too many pixels)');
    }

    const name = randomUUID();
    const dir = join(this.config.uploadsDir, folder);
    await mkdir(dir, { recursive: true });
    await Promise.all([writeFile(join(dir, `${name}.webp`), display), writeFile(join(dir, `${name}-thumb.webp`), thumb)]);
    return { url: `/uploads/${folder}/${name}.webp`, thumbUrl: `/uploads/${folder}/${name}-thumb.webp` };
  }

  /** Removes a stored image and its thumbnail; a missing file is not an error. */
  async remove(url: string | null | undefined): Promise<void> {
    const match = url?.match(/^\/uploads\/(ads|categories|locations|blog)\/([0-9a-f-]{36})\.webp$/);
    if (!match) return;
    const [, folder, name] = match;
    for (const file of [`${name}.webp`, `${name}-thumb.webp`]) {
      await unlink(join(this.config.uploadsDir, folder, file)).catch((error) => {
        if (error.code !== 'ENOENT') this.logger.warn(`Could not delete ${file}: ${error.message}`);
      });
    }
  }
}
