import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager, MoreThan } from 'typeorm';
import { Ad, AdImage } from '../ads';
import { isUniqueViolation } from '../common/db-errors';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { TransactionRunner } from '../database/transaction-runner';
import { PhotoVerificationStateDto } from './dto/photo-verification.dto';
import { PhotoVerificationClock } from './photo-verification-clock';
import { photoVerificationRefusal } from './photo-verification-refusals';
import { PhotoVerification } from './photo-verification.entity';
import { OPEN_STATUSES, PhotoRefusalReason, PhotoVerificationStatus } from './photo-verification-status';
import { refusalInWords } from './photo-verification-notices';
import { SelfieStore } from './selfie-store';
import { verificationCode } from './verification-code';

/** Requests a seller may make in 24 hours, across their ads: each costs a moderator's look. */
export const REQUESTS_PER_DAY = 5;
const DAY_MS = 24 * 3600 * 1000;

/** A seller's side of photo verification (issue 42): the code for an ad with photos, the selfie, where it stands. */
@Injectable()
export class PhotoVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly selfies: SelfieStore,
    private readonly clock: PhotoVerificationClock,
  ) {}

  async state(sellerId: number, adId: number): Promise<PhotoVerificationStateDto> {
    const ad = await this.ownAd(this.dataSource.manager, sellerId, adId);
    return toState(ad, await this.latest(this.dataSource.manager, adId));
  }

  /**
   * Gives the ad a one-time code for the selfie (201); a request still waiting for its selfie is answered again.
   * 409 when the ad has no photos, they are verified, or a selfie is waiting for a moderator; 429 past REQUESTS_PER_DAY.
   */
  async request(sellerId: number, adId: number): Promise<PhotoVerificationStateDto> {
    try {
      return await this.transactions.run(async (manager) => {
        const ad = await this.lockOwnAd(manager, sellerId, adId);
        const latest = await this.latest(manager, adId);
        if (latest?.status === PhotoVerificationStatus.AwaitingSelfie) return toState(ad, latest);
        if (latest?.status === PhotoVerificationStatus.Pending) throw new ConflictException({ detail: photoVerificationRefusal('waitingForModerator') });
        if (ad.photosVerifiedAt) throw new ConflictException({ detail: photoVerificationRefusal('alreadyVerified') });
        if (!(await manager.existsBy(AdImage, { ad: { id: adId } })))
          throw new ConflictException({ detail: photoVerificationRefusal('noPhotos'), errors: { images: photoVerificationRefusal('noPhotos') } });
        const now = this.clock.now();
        const recent = await manager.countBy(PhotoVerification, { seller: { id: sellerId }, createdAt: MoreThan(new Date(now.getTime() - DAY_MS)) });
        if (recent >= REQUESTS_PER_DAY) throw new TooManyRequestsException(24 * 3600, photoVerificationRefusal('tooManyRequests', { max: String(REQUESTS_PER_DAY) }));
        const row = await manager.save(
          manager.create(PhotoVerification, {
            ad: { id: adId },
            openAdId: adId,
            seller: { id: sellerId },
            code: verificationCode(),
            status: PhotoVerificationStatus.AwaitingSelfie,
            createdAt: now,
          }),
        );
        return toState(ad, await manager.findOneByOrFail(PhotoVerification, { id: row.id }));
      });
    } catch (error) {
      // Two requests at once for one ad: the unique open slot lets one in.
      if (isUniqueViolation(error)) throw new ConflictException({ detail: photoVerificationRefusal('waitingForModerator') });
      throw error;
    }
  }

  /** Stores the selfie of the ad's open request, which then waits for a moderator; 409 when no request waits for one. */
  async submitSelfie(sellerId: number, adId: number, file: Express.Multer.File | undefined): Promise<PhotoVerificationStateDto> {
    await this.ownAd(this.dataSource.manager, sellerId, adId);
    const name = await this.selfies.save(file);
    try {
      return await this.transactions.run(async (manager) => {
        const ad = await this.lockOwnAd(manager, sellerId, adId);
        const latest = await this.latest(manager, adId);
        if (latest?.status === PhotoVerificationStatus.Pending) throw new ConflictException({ detail: photoVerificationRefusal('waitingForModerator') });
        if (latest?.status !== PhotoVerificationStatus.AwaitingSelfie) throw new ConflictException({ detail: photoVerificationRefusal('noOpenRequest') });
        await manager.update(PhotoVerification, { id: latest.id }, { status: PhotoVerificationStatus.Pending, selfie: name, submittedAt: this.clock.now() });
        return toState(ad, await manager.findOneByOrFail(PhotoVerification, { id: latest.id }));
      });
    } catch (error) {
      await this.selfies.remove(name);
      throw error;
    }
  }

  /** The ad's newest request. */
  private latest(manager: EntityManager, adId: number): Promise<PhotoVerification | null> {
    return manager.findOne(PhotoVerification, { where: { ad: { id: adId } }, order: { id: 'DESC' } });
  }

  /** The seller's own ad, or 404 (another seller's ad is not found either). */
  private async ownAd(manager: EntityManager, sellerId: number, adId: number): Promise<Pick<Ad, 'id' | 'photosVerifiedAt'>> {
    const ad = await manager.findOne(Ad, { where: { id: adId, seller: { id: sellerId } }, select: { id: true, photosVerifiedAt: true } });
    if (!ad) throw new NotFoundException({ detail: photoVerificationRefusal('adNotFound', { id: String(adId) }) });
    return ad;
  }

  /** The same, locked: a request, a selfie and a photo change of one ad go one at a time. */
  private async lockOwnAd(manager: EntityManager, sellerId: number, adId: number): Promise<Pick<Ad, 'id' | 'photosVerifiedAt'>> {
    const ad = await this.transactions
      .lockForUpdate(manager.createQueryBuilder(Ad, 'ad').select(['ad.id', 'ad.photosVerifiedAt']).where('ad.id = :adId AND ad.sellerId = :sellerId', { adId, sellerId }))
      .getOne();
    if (!ad) throw new NotFoundException({ detail: photoVerificationRefusal('adNotFound', { id: String(adId) }) });
    return ad;
  }
}

function toState(ad: Pick<Ad, 'id' | 'photosVerifiedAt'>, latest: PhotoVerification | null): PhotoVerificationStateDto {
  const open = !!latest && OPEN_STATUSES.includes(latest.status);
  const refused = latest?.status === PhotoVerificationStatus.Refused;
  return {
    adId: ad.id,
    status: latest?.status ?? 'NONE',
    code: open ? latest.code : null,
    reason: refused ? (latest.reason as PhotoRefusalReason | null) : null,
    refusal: refused ? refusalInWords(latest.reason, latest.note) : null,
    note: refused ? latest.note : null,
    requestedAt: latest?.createdAt ?? null,
    submittedAt: latest?.submittedAt ?? null,
    decidedAt: latest?.decidedAt ?? null,
    photosVerifiedAt: ad.photosVerifiedAt,
  };
}
