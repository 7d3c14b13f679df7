import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Ad page views, counted in memory and written in batches every few seconds (and on shutdown): the
 * ad page carries the traffic, and one UPDATE per view would serialise it on the ad's row. Raw SQL,
 * because a counter is not a catalogue change (entity events would drop the search caches).
 */
/** Ads whose views one statement adds (a few hundred parameters, far below either engine's limit). */
const VIEWS_PER_UPDATE = 200;

@Injectable()
export class AdViews implements OnModuleDestroy {
  private pending = new Map<number, number>();
  private readonly flusher = setInterval(() => void this.flush(), 5_000).unref();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  count(adId: number): void {
    this.pending.set(adId, (this.pending.get(adId) ?? 0) + 1);
  }

  /** Views counted but not yet written. */
  unwritten(adId: number): number {
    return this.pending.get(adId) ?? 0;
  }

  /**
   * Writes the counted views, VIEWS_PER_UPDATE ads to one statement in id order: with random ad pages
   * nearly every view is a different ad, and one UPDATE (one commit, an fsync on SQLite) per ad cost
   * the event loop a sixth of its time (docs/performance.md, "Long tail").
   */
  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const batch = [...this.pending].sort(([a], [b]) => a - b);
    this.pending = new Map();
    for (let i = 0; i < batch.length; i += VIEWS_PER_UPDATE) {
      const chunk = batch.slice(i, i + VIEWS_PER_UPDATE);
      await this.dataSource.query(`UPDATE ads SET views = views + CASE id ${chunk.map(() => 'WHEN ? THEN ?').join(' ')} ELSE 0 END WHERE id IN (${chunk.map(() => '?').join(', ')})`, [
        ...chunk.flat(),
        ...chunk.map(([id]) => id),
      ]);
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.flusher);
    await this.flush();
  }
}
