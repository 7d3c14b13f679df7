import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { limitConcurrency } from './limit-concurrency';
import { perceptualHash } from './perceptual-hash';
import { mediaRefusal } from './media-refusals';
import { fieldName } from '../common/common-refusals';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Larger pictures are refused before decoding (decompression bombs); a 200-megapixel phone still shoots 12 MP by default. */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Photos decoded at once across the process: each takes up to 100 MB and a core while it runs. */
const DECODES_AT_ONCE = 2;

export type ImageFolder = 'ads' | 'categories' | 'locations' | 'blog';

export interface StoredImage {
  url: string;
  thumbUrl: string;
  /** Bytes stored for the photo and its thumbnail together (sellers' storage quota). */
  bytes: number;
  /** Perceptual hash of the picture (16 hex digits), to find the same photo uploaded again (moderation/duplicates.service.ts). */
  phash: string;
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
  private readonly decodeSlot = limitConcurrency(DECODES_AT_ONCE);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async saveImage(file: Express.Multer.File, folder: ImageFolder, field = 'image'): Promise<StoredImage> {
    const [display, thumb, phash] = await this.decode(file, field, mediaRefusal('empty'), reencode);
    const name = randomUUID();
    const dir = join(this.config.uploadsDir, folder);
    await mkdir(dir, { recursive: true });
    await Promise.all([writeFile(join(dir, `${name}.webp`), display), writeFile(join(dir, `${name}-thumb.webp`), thumb)]);
    return { url: `/uploads/${folder}/${name}.webp`, thumbUrl: `/uploads/${folder}/${name}-thumb.webp`, bytes: display.length + thumb.length, phash };
  }

  /**
   * An upload checked as saveImage checks it, answered as one WebP of at most 1600 px (EXIF and GPS dropped), for a
   * caller that keeps it somewhere private (a seller's selfie). `missing`: the refusal when no file was sent.
   */
  privateWebp(file: Express.Multer.File | undefined, field: string, missing: string): Promise<Buffer> {
    return this.decode(file, field, missing, (buffer) =>
      sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }

  /**
   * Every upload's checks by content, then `work` on its bytes in one of the DECODES_AT_ONCE slots (shared by all
   * uploads, so memory stays bounded): 400 naming `field` for a missing, too large, unknown, too many pixels or unreadable file.
   */
  private async decode<T>(file: Express.Multer.File | undefined, field: string, missing: string, work: (buffer: Buffer) => Promise<T>): Promise<T> {
    const refuse = (why: string) => new BadRequestException({ detail: `${fieldName(field)}: ${why}`, errors: { [field]: why } });
    if (!file?.buffer?.length) throw refuse(missing);
    if (file.size > MAX_IMAGE_BYTES) throw refuse(mediaRefusal('tooLarge'));
    if (!detectImageFormat(file.buffer)) throw refuse(mediaRefusal('notAnImage'));
    // The header alone tells the size: a bomb is refused before anything is decoded or queued.
    const { width, height } = await sharp(file.buffer)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (width && height && width * height > MAX_IMAGE_PIXELS) {
      throw refuse(mediaRefusal('tooManyPixels', { width: String(width), height: String(height), megapixels: String(MAX_IMAGE_PIXELS / 1_000_000) }));
    }
    try {
      return await this.decodeSlot(() => work(file.buffer));
    } catch {
      throw refuse(mediaRefusal('unreadable'));
    }
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

/**
 * Decodes the upload once, straight into display-sized pixels (JPEG shrink-on-load makes that
 * cheap), then encodes the photo and its thumbnail, and hashes it, from those few megabytes
 * (the hash adds about 3 ms to the WebP encoding's 250 at 1600 × 1200).
 */
async function reencode(input: Buffer): Promise<[Buffer, Buffer, string]> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return Promise.all([pixels().webp({ quality: 80 }).toBuffer(), pixels().resize({ width: 400, height: 400, fit: 'cover' }).webp({ quality: 70 }).toBuffer(), perceptualHash(pixels())]);
}
