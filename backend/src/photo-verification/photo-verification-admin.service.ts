import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { Ad, AdImage, AdPhotos } from '../ads';
import { TransactionRunner } from '../database/transaction-runner';
import { NoticesService } from '../notices/notices.service';
import { User } from '../users/user.entity';
import { AdminPhotoVerificationDto, ApprovePhotoVerificationDto, PhotoVerificationDecisionDto, RefusePhotoVerificationDto } from './dto/admin-photo-verification.dto';
import { verifiedSet } from './photo-badge';
import { PhotoVerificationClock } from './photo-verification-clock';
import { photoVerificationNotices } from './photo-verification-notices';
import { photoVerificationRefusal } from './photo-verification-refusals';
import { PhotoVerification } from './photo-verification.entity';
import { PhotoRefusalReason, PhotoVerificationStatus } from './photo-verification-status';
import { SelfieStore } from './selfie-store';

export const ADMIN_PATH = '/api/admin/ra/photo-verifications';

/**
 * The moderators' queue of selfies (issue 42), oldest first: each beside the ad's photos and the code it must show.
 * Approval sets the ad's badge and keeps its photos' hashes as the verified set; refusal says why. Either way the
 * seller is told in Activity and by mail, and the selfie is deleted SELFIE_RETENTION_DAYS later (PhotoVerificationRetention).
 */
@Injectable()
export class PhotoVerificationAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly photos: AdPhotos,
    private readonly selfies: SelfieStore,
    private readonly notices: NoticesService,
    private readonly clock: PhotoVerificationClock,
  ) {}

  /** A page of selfies waiting for a moderator (of ads that still exist), oldest first. */
  async list(options: { skip: number; take: number }): Promise<{ items: AdminPhotoVerificationDto[]; total: number }> {
    const where = { status: PhotoVerificationStatus.Pending, ad: { id: Not(IsNull()) } };
    const [rows, total] = await this.dataSource.manager.findAndCount(PhotoVerification, { where, order: { submittedAt: 'ASC', id: 'ASC' }, skip: options.skip, take: options.take });
    return { items: await this.items(rows), total };
  }

  async get(id: number): Promise<AdminPhotoVerificationDto> {
    const [item] = await this.items([await this.find(this.dataSource.manager, id)]);
    return item;
  }

  /** The selfie's bytes, for the admins only (404 once deleted). */
  async selfie(id: number): Promise<Buffer> {
    const row = await this.find(this.dataSource.manager, id);
    const bytes = row.selfie ? await this.selfies.read(row.selfie) : null;
    if (!bytes) throw new NotFoundException({ detail: photoVerificationRefusal('selfieGone') });
    return bytes;
  }

  /**
   * The ad's photos are verified: its badge set, their hashes kept as the verified set, the seller told. With `photoIds`
   * (the photos the moderator saw), 409 when the seller has replaced them since: the moderator looks again.
   */
  approve(id: number, adminId: number, { photoIds }: ApprovePhotoVerificationDto = {}): Promise<PhotoVerificationDecisionDto> {
    return this.transactions.run(async (manager) => {
      const { ad } = await this.lockPending(manager, id);
      const images = await manager.find(AdImage, { where: { ad: { id: ad.id } }, select: { id: true, phash: true } });
      const ids = (list: number[]) => [...list].sort((a, b) => a - b).join();
      if (photoIds && ids(photoIds) !== ids(images.map((image) => image.id))) throw new ConflictException({ detail: photoVerificationRefusal('photosChanged') });
      const now = this.clock.now();
      await manager.update(
        PhotoVerification,
        { id },
        { status: PhotoVerificationStatus.Approved, openAdId: null, decidedBy: { id: adminId }, decidedAt: now, photoHashes: verifiedSet(images.map((image) => image.phash)).join(',') },
      );
      await manager.update(Ad, { id: ad.id }, { photosVerifiedAt: now });
      await this.notices.tell(manager, ad.seller, { eventKey: `photos-verified:${id}`, ...photoVerificationNotices.verified(ad, this.notices.link('/myads')) });
      return { id, status: PhotoVerificationStatus.Approved, message: 'Approved: the ad shows its photos as verified.' };
    });
  }

  /** The selfie does not prove the photos: the seller is told why and may ask for a new code. */
  refuse(id: number, adminId: number, { reason, note }: RefusePhotoVerificationDto): Promise<PhotoVerificationDecisionDto> {
    if (!reason && !note) throw new BadRequestException({ detail: photoVerificationRefusal('reasonOrNote'), errors: { reason: photoVerificationRefusal('reasonOrNote') } });
    if (reason === PhotoRefusalReason.Other && !note)
      throw new BadRequestException({ detail: photoVerificationRefusal('otherNeedsNote'), errors: { note: photoVerificationRefusal('otherNeedsNote') } });
    return this.transactions.run(async (manager) => {
      const { ad } = await this.lockPending(manager, id);
      await manager.update(
        PhotoVerification,
        { id },
        { status: PhotoVerificationStatus.Refused, openAdId: null, decidedBy: { id: adminId }, decidedAt: this.clock.now(), reason: reason ?? null, note: note || null },
      );
      await this.notices.tell(manager, ad.seller, {
        eventKey: `photos-refused:${id}`,
        ...photoVerificationNotices.refused(ad, reason ?? null, note || null, this.notices.link(`/myads?verify=${ad.id}`)),
      });
      return { id, status: PhotoVerificationStatus.Refused, message: 'Refused: the seller has been told why.' };
    });
  }

  private async find(manager: EntityManager, id: number): Promise<PhotoVerification> {
    const row = await manager.findOne(PhotoVerification, { where: { id } });
    if (!row) throw new NotFoundException({ detail: photoVerificationRefusal('requestNotFound', { id: String(id) }) });
    return row;
  }

  /** The request, locked, if it still waits for a decision, with its ad (locked too) and seller: two moderators get one decision and a 409. */
  private async lockPending(manager: EntityManager, id: number): Promise<{ ad: Ad & { seller: User } }> {
    const row = await this.transactions.lockForUpdate(manager.createQueryBuilder(PhotoVerification, 'request').where('request.id = :id', { id })).getOne();
    if (!row) throw new NotFoundException({ detail: photoVerificationRefusal('requestNotFound', { id: String(id) }) });
    const adId = row.adId;
    if (row.status !== PhotoVerificationStatus.Pending || !adId) throw new ConflictException({ detail: photoVerificationRefusal('notWaiting', { id: String(id) }) });
    const ad = await this.transactions.lockForUpdate(manager.createQueryBuilder(Ad, 'ad').where('ad.id = :adId', { adId })).getOneOrFail();
    const seller = await manager.findOneOrFail(User, { where: { id: ad.sellerId } });
    return { ad: Object.assign(ad, { seller }) };
  }

  private async items(rows: PhotoVerification[]): Promise<AdminPhotoVerificationDto[]> {
    if (!rows.length) return [];
    const full = await this.dataSource.manager.find(PhotoVerification, { where: { id: In(rows.map((row) => row.id)) }, relations: { seller: true } });
    const byId = new Map(full.map((row) => [row.id, row]));
    const adIds = [...new Set(full.map((row) => row.adId).filter((adId): adId is number => !!adId))];
    const ads = adIds.length
      ? await this.dataSource.manager.find(Ad, {
          where: { id: In(adIds) },
          relations: { images: true },
          select: { id: true, title: true, status: true, photosVerifiedAt: true, images: { id: true, url: true, thumbUrl: true, position: true } },
        })
      : [];
    const adById = new Map(ads.map((ad) => [ad.id, ad]));
    return rows.map((r) => {
      const row = byId.get(r.id)!;
      const ad = row.adId ? adById.get(row.adId) : undefined;
      return {
        id: row.id,
        status: row.status,
        code: row.code,
        sellerId: row.sellerId,
        sellerName: row.seller.displayName ?? null,
        ad: ad
          ? {
              id: ad.id,
              title: ad.title,
              status: ad.status,
              photosVerifiedAt: ad.photosVerifiedAt,
              photos: [...ad.images].sort((a, b) => a.position - b.position).map((image) => ({ id: image.id, url: this.photos.link(image.url), thumbUrl: this.photos.link(image.thumbUrl) })),
            }
          : null,
        selfieUrl: row.selfie ? `${ADMIN_PATH}/${row.id}/selfie` : null,
        createdAt: row.createdAt,
        submittedAt: row.submittedAt,
        decidedAt: row.decidedAt,
        decidedById: row.decidedById,
        reason: row.reason,
        note: row.note,
      };
    });
  }
}
