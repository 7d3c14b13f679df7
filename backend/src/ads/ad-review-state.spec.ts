import { ConflictException, ForbiddenException } from '@nestjs/common';
import { assertPostable, reviewOfEdit } from './ad-review-state';
import { AdStatus } from './ad-status';
import { ReviewCause } from './review-cause';

const DAY = 86_400_000;
const live = { status: AdStatus.Active, expiresAt: new Date(Date.now() + DAY), heldSince: null };

describe('reviewOfEdit', () => {
  it('leaves a live ad on the site after an edit in post-moderation', () => {
    expect(reviewOfEdit(live, { preModeration: false })).toEqual({});
  });

  it('sends a live ad back to the queue in pre-moderation, its run held from now', () => {
    const before = Date.now();
    const review = reviewOfEdit(live, { preModeration: true });
    expect(review).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.Edited });
    expect(review.heldSince!.getTime()).toBeGreaterThanOrEqual(before);
    expect(review.submittedAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('keeps the hold an ad already had: the seller does not lose the days twice', () => {
    const held = { ...live, heldSince: new Date(Date.now() - DAY) };
    expect(reviewOfEdit(held, { preModeration: true })).not.toHaveProperty('heldSince');
  });

  it('does not hold an ad that is not live (expired, or never posted)', () => {
    const expired = { ...live, expiresAt: new Date(Date.now() - DAY) };
    expect(reviewOfEdit(expired, { preModeration: true })).not.toHaveProperty('heldSince');
    expect(reviewOfEdit({ status: AdStatus.Inactive, expiresAt: null, heldSince: null }, { preModeration: true })).not.toHaveProperty('heldSince');
  });

  it('resubmits a rejected ad even in post-moderation', () => {
    expect(reviewOfEdit({ status: AdStatus.Rejected, expiresAt: null, heldSince: null }, { preModeration: false })).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.Edited });
  });

  it('sends an edit nearly repeating another seller’s ad to the queue beside it', () => {
    expect(reviewOfEdit(live, { preModeration: false, nearDuplicateOf: 7 })).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.NearDuplicate, duplicateOf: { id: 7 } });
  });

  it('only re-stamps an ad already waiting, so that a decision on the version seen before is refused', () => {
    const waiting = { status: AdStatus.PendingReview, expiresAt: null, heldSince: null };
    const review = reviewOfEdit(waiting, { preModeration: true });
    expect(Object.keys(review)).toEqual(['submittedAt']);
    expect(reviewOfEdit(waiting, { preModeration: false, nearDuplicateOf: 3 })).toMatchObject({ reviewCause: ReviewCause.NearDuplicate, duplicateOf: { id: 3 } });
  });
});

describe('assertPostable', () => {
  it('refuses an ad a moderator took down (403) and a rejected one (409, with the reason)', () => {
    expect(() => assertPostable({ takenDown: true, status: AdStatus.Inactive, rejection: '' })).toThrow(ForbiddenException);
    const rejected = () => assertPostable({ takenDown: false, status: AdStatus.Rejected, rejection: 'Phone numbers in the text.' });
    expect(rejected).toThrow(ConflictException);
    try {
      rejected();
    } catch (error) {
      expect((error as ConflictException).getResponse()).toEqual({ detail: expect.stringContaining('Phone numbers in the text.') });
    }
  });

  it('lets any other ad be posted', () => {
    for (const status of [AdStatus.Inactive, AdStatus.Active, AdStatus.PendingReview]) expect(() => assertPostable({ takenDown: false, status, rejection: '' })).not.toThrow();
  });
});
