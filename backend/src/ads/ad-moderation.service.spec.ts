import { jest } from '@jest/globals';
import type { AdEditor } from './ad-editor';
import { AdModerationService } from './ad-moderation.service';
import type { AdPhotos } from './ad-photos';
import type { AdPublishing } from './ad-publishing';
import type { AdStore } from './ad-store';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { ReportReason } from './report-reason';

describe('AdModerationService', () => {
  let ad: Ad;
  const store = { load: jest.fn(async () => ad) };
  const editor = { applyChanges: jest.fn(async () => undefined), delete: jest.fn(async () => undefined) };
  const publishing = { takeDownByAdmin: jest.fn(async () => undefined), setByAdmin: jest.fn(async () => undefined) };
  const photos = { link: (url: string) => `${url}?signed` };
  const moderation = () => new AdModerationService(store as unknown as AdStore, editor as unknown as AdEditor, publishing as unknown as AdPublishing, photos as unknown as AdPhotos);

  beforeEach(() => {
    ad = Object.assign(new Ad(), {
      id: 5,
      title: 'A bright room near the station',
      status: AdStatus.Active,
      takenDown: false,
      images: [{ url: '/uploads/ads/5.webp', thumbUrl: '/uploads/ads/5-thumb.webp' }],
      category: { id: 1, title: 'Rooms' },
      location: { id: 2, district: 'Pune', state: 'Maharashtra' },
      seller: { id: 4, fullName: 'Asha', email: 'asha@example.com', emailVerified: true },
    });
    for (const mock of [store.load, editor.applyChanges, editor.delete, publishing.takeDownByAdmin, publishing.setByAdmin]) mock.mockClear();
  });

  it('shows an ad to the admins with signed photo links', async () => {
    const shown = await moderation().adminGet(5);
    expect(shown).toMatchObject({ id: 5, category: 'Rooms', location: 'Pune', images: ['/uploads/ads/5.webp?signed'], thumbUrls: ['/uploads/ads/5-thumb.webp?signed'] });
  });

  it('takes an ad down for the reason given, and an ad already taken down not again (the seller is not told twice)', async () => {
    const why = { reason: ReportReason.Spam, note: 'Same text in 40 ads.' };
    await moderation().setStatus(5, AdStatus.Inactive, why);
    expect(publishing.takeDownByAdmin).toHaveBeenCalledWith(5, why);
    ad.takenDown = true;
    await moderation().setStatus(5, AdStatus.Inactive, why);
    expect(publishing.takeDownByAdmin).toHaveBeenCalledTimes(1);
    expect(publishing.setByAdmin).not.toHaveBeenCalled();
  });

  it('puts an ad on the site with the status the admin chose', async () => {
    await moderation().setStatus(5, AdStatus.Active);
    expect(publishing.setByAdmin).toHaveBeenCalledWith(ad, AdStatus.Active);
    expect(publishing.takeDownByAdmin).not.toHaveBeenCalled();
  });

  it('edits as an admin: no seller, so no quota and no review of the edit', async () => {
    await moderation().adminUpdate(5, { title: 'A brighter room near the station' });
    expect(editor.applyChanges).toHaveBeenCalledWith(ad, { title: 'A brighter room near the station' }, []);
  });
});
