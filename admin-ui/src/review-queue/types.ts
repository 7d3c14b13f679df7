import type { ResourceRecord } from '../providers/resources';
import type { ApiSchemas } from '../providers/api-types';

/** An ad waiting for review, as GET /api/admin/ra/review-queue answers it (`id` is the ad's). */
export type ReviewItem = ResourceRecord<'review-queue'>;
export type ReviewAd = ReviewItem['ad'];
export type ReviewCause = ReviewItem['cause'];
export type RejectAd = ApiSchemas['RejectAdDto'];
export type RejectionReason = ApiSchemas['RejectionReasonDto'];

/** Why an ad is in the queue, as the console names it (a translation key; backend/src/ads/review-cause.ts). */
export const CAUSES: Record<ReviewCause, { name: string; color: 'info' | 'secondary' | 'warning' | 'error' }> = {
  NEW: { name: 'app.review.causes.NEW', color: 'info' },
  EDITED: { name: 'app.review.causes.EDITED', color: 'secondary' },
  REPORTED: { name: 'app.review.causes.REPORTED', color: 'warning' },
  NEAR_DUPLICATE: { name: 'app.review.causes.NEAR_DUPLICATE', color: 'error' },
  // Hidden by a complaint about an intimate image or impersonation (issue 41): the complaint decides it, see Complaints.
  COMPLAINT: { name: 'app.review.causes.COMPLAINT', color: 'error' },
};

export const CAUSE_CHOICES = (Object.keys(CAUSES) as ReviewCause[]).map((id) => ({ id, name: CAUSES[id].name }));

/** RejectAdDto.note's limit. */
export const REJECT_NOTE_MAX = 400;
