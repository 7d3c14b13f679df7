import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Ad page views, counted in memory and written in batches every few seconds (and on shutdown): the
 * ad page carries the traffic, and one UPDATE per view would serialise it on the ad's row. Raw SQL,
 * because a counter is not a catalogue change (entity events would drop the search caches).
 */
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

  /** Writes the counted views: one UPDATE per ad viewed since the last flush. */
  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    for (const [id, count] of batch) await this.dataSource.query('UPDATE ads SET views = views + ? WHERE id = ?', [count, id]);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.flusher);
    await this.flush();
  }
}
