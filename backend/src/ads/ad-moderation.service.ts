import { Injectable } from '@nestjs/common';
import { type ListOptions } from '../common/list-options';
import { AdEditor } from './ad-editor';
import { toAdminAd } from './ad-mapper';
import { AdPhotos } from './ad-photos';
import { AdPublishing } from './ad-publishing';
import { type AdFilter, type AdSortField, AdStore } from './ad-store';
import { AdStatus } from './ad-status';
import { AdminAdDto, AdminUpdateAdDto } from './dto/admin-ad.dto';
import { TakeDownDto as TakeDown } from './dto/take-down.dto';

/** The admins' listing of every ad: search, read, edit, activate or take down, delete (the review queue is ReviewQueueService). */
@Injectable()
export class AdModerationService {
  constructor(
    private readonly store: AdStore,
    private readonly editor: AdEditor,
    private readonly publishing: AdPublishing,
    private readonly photos: AdPhotos,
  ) {}

  async adminSearch(options: ListOptions<AdSortField>, filter: AdFilter = {}): Promise<{ items: AdminAdDto[]; total: number }> {
    const { ids, total } = await this.store.pageOfIds(filter, options);
    return { items: (await this.store.loadMany(ids)).map((ad) => toAdminAd(ad, this.photos.link)), total };
  }

  async adminGet(id: number): Promise<AdminAdDto> {
    return toAdminAd(await this.store.load(id), this.photos.link);
  }

  async adminUpdate(id: number, input: AdminUpdateAdDto): Promise<AdminAdDto> {
    await this.editor.applyChanges(await this.store.load(id), input, []);
    return this.adminGet(id);
  }

  /** Admin activation (an ad without a running expiry gets FREE_AD_DAYS), or a take-down for a reason the seller is told. */
  async setStatus(id: number, status: AdStatus, why: TakeDown = {}): Promise<AdminAdDto> {
    const ad = await this.store.load(id);
    // Taking down an ad already taken down changes nothing and tells the seller nothing again.
    if (status === AdStatus.Inactive) {
      if (!ad.takenDown) await this.publishing.takeDownByAdmin(id, why);
    } else {
      await this.publishing.setByAdmin(ad, status);
    }
    return this.adminGet(id);
  }

  async delete(id: number): Promise<void> {
    await this.editor.delete(await this.store.load(id));
  }
}
