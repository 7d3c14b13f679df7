import { jest } from '@jest/globals';
import { BadRequestException, ConflictException } from '@nestjs/common';
import type { ContentRules } from '../moderation/content-rules.service';
import { ModerationMode } from '../moderation/moderation-mode';
import type { ModerationSettingsService } from '../moderation/moderation-settings.service';
import type { AdEditor } from './ad-editor';
import type { AdPhotos } from './ad-photos';
import type { AdStore } from './ad-store';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { CreateAdDto } from './dto/ad.dto';
import { ReviewCause } from './review-cause';
import { AdDetails } from './ad-details';
import { SellerAdsService } from './seller-ads.service';

const input = {
  title: 'A bright room near the station',
  description: 'Call me at 98765 43210 for a visit, any day of the week.',
  phone: '9876543210',
  age: 25,
  categoryId: 1,
  locationId: 2,
} as CreateAdDto;
const image = { url: '/uploads/ads/1.webp', thumbUrl: '/uploads/ads/1-thumb.webp', bytes: 10, phash: 'ab'.repeat(8) };
const stored = (id: number, sellerId = 4) =>
  Object.assign(new Ad(), { id, title: input.title, status: AdStatus.Inactive, images: [], seller: { id: sellerId, fullName: 'Asha' }, category: { id: 1 }, location: { id: 2 }, sellerId }) as Ad;

describe('SellerAdsService', () => {
  let mode: ModerationMode;
  const rules = { checkAd: jest.fn(async <T>(ad: T) => ({ ...ad, description: 'masked' })) };
  const editor = {
    checkReferences: jest.fn(async () => undefined),
    nearDuplicateOf: jest.fn(async (): Promise<number | undefined> => undefined),
    insert: jest.fn(async (..._args: unknown[]) => 11),
    applyChanges: jest.fn(async () => undefined),
    delete: jest.fn(async () => undefined),
  };
  const photos = { store: jest.fn(async () => [image]), remove: jest.fn(async (_images: unknown[]) => undefined), link: (url: string) => url };
  const store = {
    load: jest.fn(async (id: number) => stored(id)),
    loadMany: jest.fn(async (ids: number[]) => ids.map((id) => stored(id))),
    findOwn: jest.fn(async (_sellerId: number, id: number) => stored(id)),
    pageOfIds: jest.fn(async () => ({ ids: [11, 12], total: 2 })),
  };
  const service = () =>
    new SellerAdsService(
      rules as unknown as ContentRules,
      { get: async () => ({ mode }) } as unknown as ModerationSettingsService,
      editor as unknown as AdEditor,
      store as unknown as AdStore,
      photos as unknown as AdPhotos,
      { check: async () => ({}), shown: async () => [] } as unknown as AdDetails,
    );
  const review = () => editor.insert.mock.calls[0][4] as Partial<Ad>;

  beforeEach(() => {
    mode = ModerationMode.Post;
    for (const mock of [...Object.values(editor), ...Object.values(store), rules.checkAd, photos.store, photos.remove]) mock.mockClear();
  });

  it('refuses an ad without photos before anything is checked or stored', async () => {
    await expect(service().create(4, input, [])).rejects.toThrow(BadRequestException);
    expect(photos.store).not.toHaveBeenCalled();
  });

  it('writes the checked text, counted against the seller’s quota, live at once in post-moderation', async () => {
    await service().create(4, input, [{} as Express.Multer.File]);
    expect(photos.store).toHaveBeenCalledWith([{}], { sellerId: 4 });
    const [sellerId, written, images, fingerprint] = editor.insert.mock.calls[0];
    expect([sellerId, (written as CreateAdDto).description, images]).toEqual([4, 'masked', [image]]);
    expect(fingerprint).toEqual({ title: input.title, description: 'masked', phashes: [image.phash] });
    expect(review()).toEqual({});
  });

  it('queues a new ad in pre-moderation, and one nearly repeating another seller’s beside it', async () => {
    mode = ModerationMode.Pre;
    await service().create(4, input, [{} as Express.Multer.File]);
    expect(review()).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.New });
    editor.insert.mockClear();
    editor.nearDuplicateOf.mockResolvedValueOnce(30);
    await service().create(4, input, [{} as Express.Multer.File]);
    expect(review()).toMatchObject({ status: AdStatus.PendingReview, reviewCause: ReviewCause.NearDuplicate, duplicateOf: { id: 30 } });
  });

  it('removes the stored photos when the ad is refused after storing them', async () => {
    editor.nearDuplicateOf.mockRejectedValueOnce(new ConflictException('repeats your ad'));
    await expect(service().create(4, input, [{} as Express.Multer.File])).rejects.toThrow(ConflictException);
    expect(editor.insert).not.toHaveBeenCalled();
    expect(photos.remove).toHaveBeenCalledWith([image]);
  });

  it('edits as the seller, with pre-moderation known to the review of the edit', async () => {
    mode = ModerationMode.Pre;
    await service().update(4, 11, { title: 'A new title for the room' }, []);
    expect(store.findOwn).toHaveBeenCalledWith(4, 11);
    expect(editor.applyChanges).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), { title: 'A new title for the room', description: 'masked' }, [], { id: 4, preModeration: true });
  });

  it('deletes only after the ownership check passed', async () => {
    store.findOwn.mockRejectedValueOnce(new Error('not yours'));
    await expect(service().remove(5, 11)).rejects.toThrow('not yours');
    expect(editor.delete).not.toHaveBeenCalled();
    await service().remove(4, 11);
    expect(editor.delete).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });

  it('counts My Ads’ conversations and favourites with the counters the other domains registered', async () => {
    const seller = service();
    seller.countWith('favourites', async (ids) => new Map(ids.map((id) => [id, id * 2])));
    const { items, total } = await seller.myAds(4, 1, 20);
    expect(total).toBe(2);
    expect(items.map(({ id, favourites, conversations }) => ({ id, favourites, conversations }))).toEqual([
      { id: 11, favourites: 22, conversations: 0 },
      { id: 12, favourites: 24, conversations: 0 },
    ]);
    expect(store.pageOfIds).toHaveBeenCalledWith({ sellerId: 4 }, { skip: 0, take: 20 });
  });
});
