import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { opendir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { ImageFolder } from './media.service';

/** A file younger than this may belong to a post, an edit or an upload still being written: it is never swept. */
export const ORPHAN_GRACE_MS = 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;
/** Addresses one lookup names. */
const URLS_PER_QUERY = 500;

/**
 * Every column that holds the address of a picture MediaService stored (`/uploads/<folder>/<uuid>.webp`; its
 * thumbnail `<uuid>-thumb.webp` goes with it). A new column that keeps an upload must be added here, or the
 * sweep deletes its files an hour after they are stored. Wallet QR codes and the bulk seed's shared pool
 * (uploads/seed) store no file of MediaService's.
 */
const REFERENCES: Record<ImageFolder, { table: string; column: string }[]> = {
  ads: [{ table: 'ad_images', column: 'url' }],
  categories: [{ table: 'categories', column: 'image' }],
  locations: [{ table: 'locations', column: 'stateImage' }],
  blog: [{ table: 'blog_posts', column: 'photo' }],
};

const STORED_FILE = /^([0-9a-f-]{36})(-thumb)?\.webp$/;

/**
 * Deletes pictures no row refers to, older than ORPHAN_GRACE_MS: an ad post stores its photos before its
 * transaction, and a process killed in between (or a failed clean-up) leaves them behind. Hourly, on every
 * instance (deleting a file twice is harmless), the first pass an hour after start.
 */
@Injectable()
export class UploadSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadSweep');
  private readonly job = new PeriodicJob(this.logger, () => this.sweep(Date.now()), { schedule: { everyMs: SWEEP_EVERY_MS }, failure: 'Sweeping unused uploads failed', onError: 0 });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep (a sweep still going is joined); answers how many pictures it deleted. */
  runOnce(now = Date.now()): Promise<number> {
    return this.job.runOnce(() => this.sweep(now));
  }

  private async sweep(now: number): Promise<number> {
    let deleted = 0;
    for (const folder of Object.keys(REFERENCES) as ImageFolder[]) {
      let batch: string[] = [];
      for await (const name of this.oldFiles(folder, now - ORPHAN_GRACE_MS)) {
        batch.push(name);
        if (batch.length < URLS_PER_QUERY) continue;
        deleted += await this.deleteUnreferenced(folder, batch);
        batch = [];
      }
      if (batch.length) deleted += await this.deleteUnreferenced(folder, batch);
    }
    if (deleted) this.logger.log(`Deleted ${deleted} unused pictures`);
    return deleted;
  }

  /** The uuids of the folder's pictures whose file (display or thumbnail) was last written before `before`. */
  private async *oldFiles(folder: ImageFolder, before: number): AsyncGenerator<string> {
    const dir = join(this.config.uploadsDir, folder);
    const seen = new Set<string>();
    const entries = await opendir(dir).catch((error) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!entries) return;
    for await (const entry of entries) {
      const name = STORED_FILE.exec(entry.name)?.[1];
      if (!entry.isFile() || !name || seen.has(name)) continue;
      const written = await stat(join(dir, entry.name)).then(
        (s) => s.mtimeMs,
        () => Infinity,
      );
      if (written >= before) continue;
      seen.add(name);
      yield name;
    }
  }

  private async deleteUnreferenced(folder: ImageFolder, names: string[]): Promise<number> {
    const urls = names.map((name) => `/uploads/${folder}/${name}.webp`);
    const marks = urls.map(() => '?').join(', ');
    const referenced = new Set<string>();
    for (const { table, column } of REFERENCES[folder]) {
      const rows: { url: string }[] = await this.dataSource.query(`SELECT ${column} AS url FROM ${table} WHERE ${column} IN (${marks})`, urls);
      for (const row of rows) referenced.add(row.url);
    }
    let deleted = 0;
    for (const [i, url] of urls.entries()) {
      if (referenced.has(url)) continue;
      for (const file of [`${names[i]}.webp`, `${names[i]}-thumb.webp`]) {
        await unlink(join(this.config.uploadsDir, folder, file)).catch((error) => {
          if (error.code !== 'ENOENT') this.logger.warn(`Could not delete ${folder}/${file}: ${error.message}`);
        });
      }
      deleted++;
    }
    return deleted;
  }
}
