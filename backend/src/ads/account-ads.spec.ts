import { jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { UsersService } from '../users/users.service';
import { AccountAds } from './account-ads';
import type { AdEvents } from './ad-events';
import type { AdPhotos } from './ad-photos';

describe('AccountAds', () => {
  const images = [{ url: '/uploads/ads/1.webp' }];
  const photos = { remove: jest.fn(async (_images: unknown[]) => undefined) };
  const accountAds = () => new AccountAds({} as UsersService, {} as AdEvents, photos as unknown as AdPhotos);
  /** A transaction in which the ad's seller is deleted (or not), with open reports on it (or not). */
  const manager = ({ sellerDeleted, openReports }: { sellerDeleted: boolean; openReports: boolean }) => {
    const query = { innerJoin: () => query, leftJoinAndSelect: () => query, where: () => query, getOne: async () => (sellerDeleted ? { id: 7, images } : null) };
    return { createQueryBuilder: () => query, existsBy: jest.fn(async () => openReports), delete: jest.fn(async () => undefined) };
  };

  beforeEach(() => photos.remove.mockClear());

  it('deletes an ad a deleted account left for the moderators once its last report is closed, then its photos', async () => {
    const m = manager({ sellerDeleted: true, openReports: false });
    await accountAds().reportsClosed(7, m as unknown as EntityManager);
    expect(m.delete).toHaveBeenCalledTimes(1);
    expect(photos.remove).toHaveBeenCalledWith(images);
  });

  it('keeps it while another report on it is open', async () => {
    const m = manager({ sellerDeleted: true, openReports: true });
    await accountAds().reportsClosed(7, m as unknown as EntityManager);
    expect(m.delete).not.toHaveBeenCalled();
    expect(photos.remove).not.toHaveBeenCalled();
  });

  it('keeps the ad of an account that still exists', async () => {
    const m = manager({ sellerDeleted: false, openReports: false });
    await accountAds().reportsClosed(7, m as unknown as EntityManager);
    expect(m.delete).not.toHaveBeenCalled();
  });

  it('registers its step after the other domains’ listeners, and with users/ for blocked and deleted accounts', () => {
    const users = { onBlocked: jest.fn(), onDeleted: jest.fn() };
    const events = { onReportsClosed: jest.fn() };
    new AccountAds(users as unknown as UsersService, events as unknown as AdEvents, photos as unknown as AdPhotos).onModuleInit();
    expect(users.onBlocked).toHaveBeenCalledTimes(1);
    expect(users.onDeleted).toHaveBeenCalledTimes(1);
    expect(events.onReportsClosed).toHaveBeenCalledWith(expect.any(Function), { last: true });
  });
});
