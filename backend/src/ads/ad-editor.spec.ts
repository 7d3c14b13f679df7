import { jest } from '@jest/globals';
import { BadRequestException, ConflictException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { TransactionRunner } from '../database/transaction-runner';
import type { DuplicatesService, SimilarAd } from '../moderation/duplicates.service';
import type { UsersService } from '../users/users.service';
import { AdDetails } from './ad-details';
import { AdEditor } from './ad-editor';
import type { AdEvents } from './ad-events';
import type { AdPhones } from './ad-phones';
import type { AdPhotos } from './ad-photos';
import { Ad } from './ad.entity';

describe('AdEditor', () => {
  let similar: SimilarAd[];
  let exists: boolean;
  const oldImages = [{ url: '/uploads/ads/old.webp' }];
  const newImages = [{ url: '/uploads/ads/new.webp', thumbUrl: '/uploads/ads/new-thumb.webp', bytes: 1, phash: 'f'.repeat(16) }];
  const manager = { existsBy: jest.fn(async () => exists), findBy: jest.fn(async () => oldImages) };
  const transactions = { run: jest.fn(async (_work: unknown): Promise<void> => undefined) };
  const photos = { store: jest.fn(async () => newImages), remove: jest.fn(async (_images: unknown[]) => undefined), replaced: jest.fn(async () => undefined) };
  const duplicates = { similarTo: jest.fn(async () => similar) };
  const details = { check: jest.fn(async () => ({})), write: jest.fn(async () => undefined) };
  const editor = () =>
    new AdEditor(
      { manager } as unknown as Repository<Ad>,
      transactions as unknown as TransactionRunner,
      duplicates as unknown as DuplicatesService,
      {} as UsersService,
      {} as AdEvents,
      photos as unknown as AdPhotos,
      {} as AdPhones,
      details as unknown as AdDetails,
    );
  const ad = Object.assign(new Ad(), { id: 5, title: 'A bright room near the station', description: 'x'.repeat(40), images: [] });
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      return error as ConflictException;
    }
    throw new Error('not refused');
  };

  beforeEach(() => {
    similar = [];
    exists = true;
    transactions.run.mockReset();
    photos.remove.mockClear();
  });

  it('refuses a repeat of the seller’s own ad, naming the field it repeats', async () => {
    similar = [{ adId: 9, sellerId: 4, title: 'My other room', by: 'photo', score: 1 }];
    const error = await refusal(editor().nearDuplicateOf({ title: 't', description: 'd', phashes: [] }, 4));
    expect(error).toBeInstanceOf(ConflictException);
    expect(Object.keys((error.getResponse() as { errors: object }).errors)).toEqual(['images']);
  });

  it('answers another seller’s ad that it nearly repeats, and nothing when there is none', async () => {
    similar = [{ adId: 12, sellerId: 8, title: 'Their room', by: 'text', score: 0.9 }];
    expect(await editor().nearDuplicateOf({ title: 't', description: 'd', phashes: [] }, 4, 5)).toBe(12);
    expect(duplicates.similarTo).toHaveBeenLastCalledWith({ title: 't', description: 'd', phashes: [] }, { sellerId: 4, excludeAdId: 5 });
    similar = [];
    expect(await editor().nearDuplicateOf({ title: 't', description: 'd', phashes: [] }, 4)).toBeUndefined();
  });

  it('refuses a category that does not exist, with the field for the form', async () => {
    exists = false;
    const error = await refusal(editor().checkReferences({ categoryId: 77 }));
    expect(error).toBeInstanceOf(BadRequestException);
    expect(error.getResponse()).toMatchObject({ errors: { categoryId: expect.any(String) } });
    exists = true;
    await expect(editor().checkReferences({ categoryId: 1, locationId: 2 })).resolves.toBeUndefined();
  });

  it('removes the new photos, and keeps the old ones, when the edit’s transaction fails', async () => {
    transactions.run.mockRejectedValueOnce(new Error('deadlock'));
    await expect(editor().applyChanges(ad, {}, [{} as Express.Multer.File], { id: 4, preModeration: false })).rejects.toThrow('deadlock');
    expect(photos.remove.mock.calls).toEqual([[newImages]]);
  });

  it('removes the old photos once new ones replaced them', async () => {
    await editor().applyChanges(ad, {}, [{} as Express.Multer.File], { id: 4, preModeration: false });
    expect(photos.store).toHaveBeenLastCalledWith([{}], { sellerId: 4, replacingAdId: 5 });
    expect(photos.remove.mock.calls).toEqual([[oldImages]]);
  });
});
