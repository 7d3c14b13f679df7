import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addressKey } from '../common/client-address';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';

/** What the ad page's request says about who reads it. */
export interface Viewer {
  ip?: string;
  userAgent?: string;
  authorization?: string;
}

/** Ads whose views one statement adds (a few hundred parameters, far below either engine's limit). */
const VIEWS_PER_UPDATE = 200;
/** Viewers one INSERT names (three parameters each). */
const VIEWERS_PER_INSERT = 300;
/**
 * Distinct (ad, viewer) pairs kept between two flushes: reaching it flushes at once; while that flush is
 * still writing, further new pairs are not counted, so a flood of made-up viewers costs bounded memory.
 */
export const PENDING_VIEWERS_CAP = 20_000;
const INDIA_OFFSET_MS = 5.5 * 3600 * 1000;

/** Today's date in India, YYYY-MM-DD: a viewer counts once per ad per such day. */
const indiaDay = (now = Date.now()) => new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The account a bearer token names, if its HS256 signature and expiry hold (an invalid token is no account, so a
 * made-up one is no new viewer). Checked by hand: jsonwebtoken's verify took about 100 times the HMAC itself
 * (1.3 ms against 14 µs a token on the loaded development machine), too much for the ad page.
 */
function accountOf(authorization: string | undefined, key: string): number | null {
  const parts = authorization && authorization.length <= 2000 ? /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/i.exec(authorization) : null;
  if (!parts) return null;
  const [, header, payload, signature] = parts;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString());
    const { sub, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    return alg === 'HS256' && typeof exp === 'number' && exp * 1000 > Date.now() && Number.isSafeInteger(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Ad page views, counted once per viewer per ad per day: a reload adds nothing. Views are kept in memory
 * and written in batches every few seconds (and on shutdown): the ad page carries the traffic, and one
 * write per view would serialise it on the ad's row. The viewers of the day are rows of ad_viewers, so
 * every instance sharing the database sees them; a flush claims the rows nobody counted yet (batch 0)
 * with its own number and adds exactly those, so two instances never count one viewer twice.
 * Raw SQL, because a counter is not a catalogue change (entity events would drop the search caches).
 */
@Injectable()
export class AdViews implements OnModuleDestroy {
  private readonly logger = new Logger('AdViews');
  private pending = new Map<number, Set<string>>();
  private pendingPairs = 0;
  private writing = 0;
  private forgottenBefore = '';
  private readonly flusher = setInterval(() => void this.flush(), 5_000).unref();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  count(adId: number, viewer: Viewer): void {
    const key = this.viewerKey(viewer);
    const viewers = this.pending.get(adId);
    if (viewers?.has(key)) return;
    if (this.pendingPairs >= PENDING_VIEWERS_CAP) {
      if (this.writing) return;
      void this.flush();
    }
    if (viewers && this.pending.get(adId) === viewers) viewers.add(key);
    else this.pending.set(adId, new Set([key]));
    this.pendingPairs++;
  }

  /** Viewers counted but not yet written (some may turn out to have viewed earlier today). */
  unwritten(adId: number): number {
    return this.pending.get(adId)?.size ?? 0;
  }

  /**
   * A signed-in reader is their account (a valid token's subject; an invalid token is ignored, so a made-up
   * one is no new viewer); anyone else is their address (an IPv6 /64) and user agent, hashed with a key of
   * the server's secret and the day, so that what is stored cannot be followed from one day to the next.
   */
  private viewerKey({ ip, userAgent, authorization }: Viewer): string {
    const account = accountOf(authorization, this.config.jwtSecret);
    if (account !== null) return `u${account}`;
    return createHmac('sha256', this.config.jwtSecret)
      .update(`ad-viewer\n${indiaDay()}\n${addressKey(ip)}\n${(userAgent ?? '').slice(0, 500)}`)
      .digest('base64url')
      .slice(0, 22);
  }

  /**
   * Writes the counted views, VIEWS_PER_UPDATE ads at a time in id order: with random ad pages nearly every
   * view is a different ad, and one UPDATE (one commit, an fsync on SQLite) per ad cost the event loop a
   * sixth of its time (docs/performance.md, "Long tail").
   */
  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const batch = [...this.pending].sort(([a], [b]) => a - b);
    this.pending = new Map();
    this.pendingPairs = 0;
    const day = indiaDay();
    this.writing++;
    try {
      for (let i = 0; i < batch.length; i += VIEWS_PER_UPDATE) {
        // A chunk that fails (the database away, a deadlock between instances) loses its views, not the process.
        await this.write(day, batch.slice(i, i + VIEWS_PER_UPDATE)).catch((error) =>
          this.logger.warn(`Views of ${Math.min(VIEWS_PER_UPDATE, batch.length - i)} ads not written: ${(error as Error).message}`),
        );
      }
      await this.forgetBefore(indiaDay(Date.now() - 24 * 3600 * 1000));
    } finally {
      this.writing--;
    }
  }

  private async write(day: string, chunk: [number, Set<string>][]): Promise<void> {
    // In key order, so that instances inserting the same viewers lock them in the same order.
    const rows = chunk.flatMap(([adId, viewers]) => [...viewers].sort().map((key) => [day, adId, key] as const));
    const ids = chunk.map(([id]) => id);
    const marks = ids.map(() => '?').join(', ');
    const claim = randomInt(1, 2 ** 31 - 1);
    const insert = this.transactions.isSqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    await this.transactions.run(async (manager) => {
      for (let i = 0; i < rows.length; i += VIEWERS_PER_INSERT) {
        const part = rows.slice(i, i + VIEWERS_PER_INSERT);
        await manager.query(`${insert} INTO ad_viewers (day, adId, viewerKey) VALUES ${part.map(() => '(?, ?, ?)').join(', ')}`, part.flat());
      }
      await manager.query(`UPDATE ad_viewers SET batch = ? WHERE day = ? AND adId IN (${marks}) AND batch = 0`, [claim, day, ...ids]);
      await manager.query(`UPDATE ads SET views = views + (SELECT COUNT(*) FROM ad_viewers v WHERE v.day = ? AND v.adId = ads.id AND v.batch = ?) WHERE id IN (${marks})`, [day, claim, ...ids]);
    });
  }

  /** Yesterday's viewers are kept (a flush just after midnight may still claim them); older days are deleted once a day. */
  private async forgetBefore(day: string): Promise<void> {
    if (this.forgottenBefore === day) return;
    try {
      await this.dataSource.query('DELETE FROM ad_viewers WHERE day < ?', [day]);
      this.forgottenBefore = day;
    } catch (error) {
      this.logger.warn(`Could not delete old ad viewers: ${(error as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.flusher);
    await this.flush();
  }
}
