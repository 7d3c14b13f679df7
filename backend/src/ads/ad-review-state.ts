import { ConflictException, ForbiddenException } from '@nestjs/common';
import { adRefusal } from './ad-refusals';
import { type Ad, isLive } from './ad.entity';
import { AdStatus } from './ad-status';
import { ReviewCause } from './review-cause';

/** The review columns of an ad that is not (or no longer) waiting for a moderator. */
export const OUT_OF_QUEUE: Partial<Ad> = { submittedAt: null, reviewCause: null, heldSince: null, duplicateOf: null };

/** The columns of an ad entering the review queue now. */
export function waiting(cause: ReviewCause): Partial<Ad> {
  return { status: AdStatus.PendingReview, submittedAt: new Date(), reviewCause: cause };
}

/**
 * What a seller's edit does to the review state, decided on the ad as it is locked in the edit's
 * transaction (a moderator's decision in between is seen): an ad nearly repeating another seller's
 * waits with the two side by side; a rejected ad goes back to the queue (resubmitted), and in
 * pre-moderation every edit waits for approval; a live ad's remaining run is then held. An ad
 * already waiting is a new version: re-stamped, so a decision taken on what the moderator saw
 * before is refused (ReviewQueueService.lockWaiting).
 */
export function reviewOfEdit(ad: Pick<Ad, 'status' | 'expiresAt' | 'heldSince'>, { preModeration, nearDuplicateOf }: { preModeration: boolean; nearDuplicateOf?: number }): Partial<Ad> {
  const duplicate = nearDuplicateOf ? { reviewCause: ReviewCause.NearDuplicate, duplicateOf: { id: nearDuplicateOf } as Ad } : {};
  if (ad.status === AdStatus.PendingReview) return { submittedAt: new Date(), ...duplicate };
  if (!nearDuplicateOf && ad.status !== AdStatus.Rejected && !preModeration) return {};
  return { ...waiting(ReviewCause.Edited), ...duplicate, ...(isLive(ad) && !ad.heldSince ? { heldSince: new Date() } : {}) };
}

/** Refuses to let a seller bring back an ad a moderator took down, or post one they rejected before it is edited. */
export function assertPostable(ad: Pick<Ad, 'takenDown' | 'status' | 'rejection'>): void {
  if (ad.takenDown) throw new ForbiddenException({ detail: adRefusal('takenDown') });
  if (ad.status === AdStatus.Rejected) throw new ConflictException({ detail: adRefusal('notApproved', { reason: ad.rejection }) });
}
