import { jest } from '@jest/globals';
import { NotFoundException } from '@nestjs/common';
import type { AdEvents } from './ad-events';
import type { AdPhotos } from './ad-photos';
import type { AdPublishing } from './ad-publishing';
import type { AdStore } from './ad-store';
import { AdContact } from './ad-contact';
import { AdStatus } from './ad-status';
import { AdsService } from './ads.service';
import type { SellerAdsService } from './seller-ads.service';

describe('AdsService.revealPhone', () => {
  const DAY = 86_400_000;
  const shown = {
    id: 3,
    phone: '+919876543210',
    contact: AdContact.Phone,
    status: AdStatus.Active,
    expiresAt: new Date(Date.now() + DAY),
    phoneVerifiedAt: new Date() as Date | null,
    seller: { id: 4 },
  };
  let ad: typeof shown | null;
  const store = { findPhone: jest.fn(async () => ad), countPhoneReveal: jest.fn(async () => undefined) };
  const ads = () => new AdsService(store as unknown as AdStore, {} as AdEvents, {} as AdPhotos, {} as AdPublishing, {} as SellerAdsService);

  beforeEach(() => {
    ad = { ...shown };
    store.countPhoneReveal.mockClear();
  });

  it('gives the number and counts the reveal for the seller', async () => {
    expect(await ads().revealPhone(3, 9)).toEqual({ phone: '+919876543210' });
    expect(store.countPhoneReveal).toHaveBeenCalledWith(3);
  });

  it('does not count the seller’s own look at their number', async () => {
    await ads().revealPhone(3, 4);
    expect(store.countPhoneReveal).not.toHaveBeenCalled();
  });

  it('answers 404 for an ad that is gone, not live, expired, whose seller takes messages only or did not verify the number', async () => {
    for (const change of [null, { status: AdStatus.PendingReview }, { expiresAt: new Date(Date.now() - 1) }, { contact: AdContact.Messages }, { phoneVerifiedAt: null }]) {
      ad = change && { ...shown, ...change };
      await expect(ads().revealPhone(3, 9)).rejects.toThrow(NotFoundException);
    }
    expect(store.countPhoneReveal).not.toHaveBeenCalled();
  });
});
