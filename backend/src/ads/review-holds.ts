import { ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Asked before an admin puts an ad back on the site: a refusal's words while the other domain's matter is open, else null. */
export type HoldCheck = (manager: EntityManager, adId: number) => Promise<string | null>;

/**
 * What other domains keep off the site until their own matter is settled (complaints/: an ad hidden for an
 * intimate-image or impersonation complaint stays hidden while the complaint is open). They register a check here,
 * so that ads/ need not know them; approving from the review queue and reactivating from the listing both ask.
 */
@Injectable()
export class ReviewHolds {
  private readonly checks: HoldCheck[] = [];

  register(check: HoldCheck): void {
    this.checks.push(check);
  }

  /** 409 with the first registered refusal, if any check holds the ad. */
  async assertReleasable(manager: EntityManager, adId: number): Promise<void> {
    for (const check of this.checks) {
      const refusal = await check(manager, adId);
      if (refusal) throw new ConflictException({ detail: refusal });
    }
  }
}
