import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MediaService } from '../media/media.service';
import { photoVerificationRefusal } from './photo-verification-refusals';

const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

/**
 * Sellers' selfies, kept PRIVATE: under DATA_DIR/private/selfies, outside the uploads folder the site serves, and
 * read only by the admins' endpoint. Checked by content and re-encoded to WebP (EXIF and GPS dropped) by MediaService, like
 * every upload.
 */
@Injectable()
export class SelfieStore {
  private readonly logger = new Logger(SelfieStore.name);
  readonly dir: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly media: MediaService,
  ) {
    this.dir = join(config.dataDir, 'private', 'selfies');
  }

  /** Checks, re-encodes (MediaService: the same checks and decoding slots as every upload) and stores a selfie; answers its file name. */
  async save(file: Express.Multer.File | undefined): Promise<string> {
    const encoded = await this.media.privateWebp(file, 'selfie', photoVerificationRefusal('selfieMissing'));
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
