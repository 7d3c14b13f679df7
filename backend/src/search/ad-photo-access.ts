import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdImage, AdStatus } from '../ads';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { fromSqlDateTime } from '../database/columns';

/** Photos whose answer is kept at once; past it the map starts again (a few MB at most). */
const MAX_KEPT = 50_000;

/**
 * Whether an ad's photo may be served to anyone at its /uploads address: only while its ad is live
 * (ACTIVE and unexpired; issue 39, item 12). Each photo's answer (until when it is public) is kept in
 * memory until the next write to ads or their photos, so a photo request usually costs one map look-up;
 * a miss is one query by the indexed `url` (IDX_ad_images_url). A thumbnail shares its photo's name.
 */
@Injectable()
export class AdPhotoAccess {
  private readonly publicUntil = new Map<string, number>();
  /** Moves on with each drop, so that an answer read before a write is not kept after it. */
  private generation = 0;

  constructor(
    private readonly dataSource: DataSource,
    changes: CatalogueChanges,
  ) {
    changes.onChange((change) => {
      if (!change.tables.some((table) => table === 'ads' || table === 'ad_images')) return;
      this.publicUntil.clear();
      this.generation++;
    });
  }

  async isPublic(url: string, now = Date.now()): Promise<boolean> {
    const photo = url.replace(/-thumb\.webp$/, '.webp');
    let until = this.publicUntil.get(photo);
    if (until === undefined) {
      const generation = this.generation;
      const row = await this.dataSource
        .createQueryBuilder(AdImage, 'image')
        .innerJoin('image.ad', 'ad')
        .select('ad.status', 'status')
        .addSelect('ad.expiresAt', 'expiresAt')
        .where('image.url = :photo', { photo })
        .getRawOne<{ status: AdStatus; expiresAt: string | Date | null }>();
      until = row?.status === AdStatus.Active && row.expiresAt ? fromSqlDateTime(row.expiresAt).getTime() : 0;
      if (generation === this.generation) {
        if (this.publicUntil.size >= MAX_KEPT) this.publicUntil.clear();
        this.publicUntil.set(photo, until);
      }
    }
    return until > now;
  }
}
