import { jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { TransactionRunner } from '../database/transaction-runner';
import type { NoticesService } from '../notices/notices.service';
import type { AdEvents } from './ad-events';
import { AdPublishing } from './ad-publishing';
import { ReviewHolds } from './review-holds';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { ReviewCause } from './review-cause';

const DAY = 86_400_000;

describe('AdPublishing', () => {
  let locked: Partial<Ad>;
  const update = jest.fn(async (..._args: unknown[]) => undefined);
  const manager = {
    update,
    createQueryBuilder: () => ({ select: () => ({ where: () => ({ getOneOrFail: async () => locked }) }) }),
  } as unknown as EntityManager;
  const transactions = { run: async (work: (m: EntityManager) => Promise<unknown>) => work(manager), lockForUpdate: <T>(query: T) => query } as unknown as TransactionRunner;
  const events = { touch: jest.fn(async () => undefined), wentLive: jest.fn(async () => undefined) };
  const publishing = new AdPublishing({ freeAdDays: 30 } as AppConfig, transactions, events as unknown as AdEvents, {} as NoticesService, new ReviewHolds());
  const written = () => update.mock.calls.map(([, , changes]) => changes as Partial<Ad>);

  beforeEach(() => {
    update.mockClear();
    events.touch.mockClear();
    events.wentLive.mockClear();
  });

  it('lists an activated ad now and tells the listeners', async () => {
    locked = { id: 1, status: AdStatus.Inactive, heldSince: null };
    const expiresAt = new Date(Date.now() + 7 * DAY);
    expect(await publishing.activate(manager, 1, { expiresAt, slotId: 4 })).toBe(true);
    expect(written()).toEqual([expect.objectContaining({ expiresAt, slot: { id: 4 }, status: AdStatus.Active, listedAt: expect.any(Date) })]);
    expect(events.touch).toHaveBeenCalledWith(manager, 1);
    expect(events.wentLive).toHaveBeenCalledWith(1, manager);
  });

  it('holds the activation of an ad waiting for review: not listed, nobody told', async () => {
    const heldSince = new Date(Date.now() - DAY);
    locked = { id: 1, status: AdStatus.PendingReview, heldSince };
    const expiresAt = new Date(Date.now() + 7 * DAY);
    expect(await publishing.activate(manager, 1, { expiresAt })).toBe(false);
    expect(written()).toEqual([{ expiresAt, heldSince }]);
    expect(events.wentLive).not.toHaveBeenCalled();
  });

  it('gives an admin’s activation FREE_AD_DAYS when the ad has no running expiry, and keeps a running one', async () => {
    await publishing.setByAdmin({ id: 2, expiresAt: new Date(Date.now() - DAY) }, AdStatus.Active);
    const given = written()[0].expiresAt!.getTime() - Date.now();
    expect(given).toBeGreaterThan(30 * DAY - 60_000);
    expect(given).toBeLessThanOrEqual(30 * DAY);
    const running = new Date(Date.now() + 3 * DAY);
    await publishing.setByAdmin({ id: 2, expiresAt: running }, AdStatus.Active);
    expect(written()[1]).toMatchObject({ status: AdStatus.Active, expiresAt: running, takenDown: false, rejection: '', submittedAt: null, reviewCause: null, heldSince: null });
    expect(events.wentLive).toHaveBeenCalledTimes(2);
  });

  it('holds a reported ad for review beside nothing, and a near-duplicate beside its original', async () => {
    await publishing.holdForReview(manager, 3, ReviewCause.Reported);
    await publishing.holdForReview(manager, 3, ReviewCause.NearDuplicate, 8);
    expect(written()[0]).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.Reported, heldSince: expect.any(Date) });
    expect(written()[0]).not.toHaveProperty('duplicateOf');
    expect(written()[1]).toMatchObject({ reviewCause: ReviewCause.NearDuplicate, duplicateOf: { id: 8 } });
  });
});
