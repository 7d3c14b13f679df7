import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fieldName } from '../common/common-refusals';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { limitConcurrency } from '../media/limit-concurrency';
import { mediaRefusal } from '../media/media-refusals';
import { detectImageFormat, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../media/media.service';
import { photoVerificationRefusal } from './photo-verification-refusals';

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/**
 * Sellers' selfies, kept PRIVATE: under DATA_DIR/private/selfies, outside the uploads folder the site serves, and
 * read only by the admins' endpoint. Checked by content like every upload (media.service.ts), decoded with the same
 * limits and re-encoded to WebP, which drops EXIF and GPS.
 */
@Injectable()
export class SelfieStore {
  private readonly logger = new Logger(SelfieStore.name);
  private readonly decodeSlot = limitConcurrency(1);
  readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'private', 'selfies');
  }

  /** Checks, re-encodes and stores a selfie; answers its file name. */
  async save(file: Express.Multer.File | undefined): Promise<string> {
    const field = 'selfie';
    const refuse = (why: string) => new BadRequestException({ detail: `${fieldName(field)}: ${why}`, errors: { [field]: why } });
    if (!file?.buffer?.length) throw refuse(photoVerificationRefusal('selfieMissing'));
    if (file.size > MAX_IMAGE_BYTES) throw refuse(mediaRefusal('tooLarge'));
    if (!detectImageFormat(file.buffer)) throw refuse(mediaRefusal('notAnImage'));
    const { width, height } = await sharp(file.buffer)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    if (width && height && width * height > MAX_IMAGE_PIXELS) {
      throw refuse(mediaRefusal('tooManyPixels', { width: String(width), height: String(height), megapixels: String(MAX_IMAGE_PIXELS / 1_000_000) }));
    }
    let encoded: Buffer;
    try {
      encoded = await this.decodeSlot(() =>
        sharp(file.buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
          .autoOrient()
          .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      );
    } catch {
      throw refuse(mediaRefusal('unreadable'));
    }
    const name = `${randomUUID()}.webp`;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(join(this.dir, name), encoded, { mode: 0o600 });
    return name;
  }

  /** The selfie's bytes, or null when it is gone. */
  async read(name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    return readFile(join(this.dir, name)).catch(() => null);
  }

  /** Deletes a selfie; a missing file is not an error. */
  async remove(name: string | null | undefined): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    await unlink(join(this.dir, name)).catch((error) => {
      if (error.code !== 'ENOENT') this.logger.warn(`Could not delete selfie ${name}: ${error.message}`);
    });
  }

  /** The names of the selfies on disk (the retention pass deletes those no request refers to). */
  async names(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names.filter((name) => STORED_NAME.test(name));
  }
}
