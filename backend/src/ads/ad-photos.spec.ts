import { jest } from '@jest/globals';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { MediaService, StoredImage } from '../media/media.service';
import type { PhotoLinks } from '../media/photo-links';
import { AdPhotos, MAX_AD_IMAGES } from './ad-photos';
import { SELLER_STORAGE_QUOTA_BYTES, SellerStorage } from './seller-storage';

describe('AdPhotos.store', () => {
  const MB = 1024 * 1024;
  let saved: number;
  const media = {
    saveImage: jest.fn(async (): Promise<StoredImage> => ({ url: `/uploads/ads/${++saved}.webp`, thumbUrl: `/uploads/ads/${saved}-thumb.webp`, bytes: 2 * MB, phash: '0'.repeat(16) })),
    remove: jest.fn(async (_url: string) => undefined),
  };
  const photos = (usedBytes: number) => {
    const storage = new SellerStorage(null as never);
    jest.spyOn(storage, 'usedBytes').mockResolvedValue(usedBytes);
    return new AdPhotos(media as unknown as MediaService, storage, { signed: (url: string) => `${url}?signed` } as unknown as PhotoLinks);
  };
  const files = (n: number) => Array.from({ length: n }, () => ({}) as Express.Multer.File);

  beforeEach(() => {
    saved = 0;
    media.saveImage.mockClear();
    media.remove.mockClear();
  });

  it('stores every photo in order', async () => {
    const stored = await photos(0).store(files(3), { sellerId: 1 });
    expect(stored.map((image) => image.url)).toEqual(['/uploads/ads/1.webp', '/uploads/ads/2.webp', '/uploads/ads/3.webp']);
    expect(media.remove).not.toHaveBeenCalled();
  });

  it('refuses more than MAX_AD_IMAGES photos before decoding any', async () => {
    await expect(photos(0).store(files(MAX_AD_IMAGES + 1))).rejects.toThrow(BadRequestException);
    expect(media.saveImage).not.toHaveBeenCalled();
  });

  it('refuses a full quota before decoding anything', async () => {
    await expect(photos(SELLER_STORAGE_QUOTA_BYTES).store(files(1), { sellerId: 1 })).rejects.toThrow(PayloadTooLargeException);
    expect(media.saveImage).not.toHaveBeenCalled();
  });

  it('removes what it stored when the encoded photos pass the quota', async () => {
    await expect(photos(SELLER_STORAGE_QUOTA_BYTES - 3 * MB).store(files(2), { sellerId: 1 })).rejects.toThrow(PayloadTooLargeException);
    expect(media.remove.mock.calls.map(([url]) => url)).toEqual(['/uploads/ads/1.webp', '/uploads/ads/2.webp']);
  });

  it('counts no quota for an admin’s photos', async () => {
    await expect(photos(SELLER_STORAGE_QUOTA_BYTES).store(files(1))).resolves.toHaveLength(1);
  });

  it('signs the links it gives the seller and the admins', () => {
    expect(photos(0).link('/uploads/ads/1.webp')).toBe('/uploads/ads/1.webp?signed');
  });
});
