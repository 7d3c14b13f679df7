import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { type ListOptions } from '../common/list-options';
import { TransactionRunner } from '../database/transaction-runner';
import { RejectionReasonsService } from '../moderation/rejection-reasons.service';
import { NoticesService } from '../notices/notices.service';
import { User } from '../users/user.entity';
import { adNotices } from './ad-notices';
import { toAdminAd } from './ad-mapper';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { ReviewCause } from './review-cause';
import { AdEvents } from './ad-events';
import { AdPhotos } from './ad-photos';
import { OUT_OF_QUEUE } from './ad-review-state';
import { ReviewHolds } from './review-holds';
import { AdStore } from './ad-store';
import { closeOpenReports } from './open-reports';
import { RejectAdDto, ReviewDecisionDto, ReviewedVersionDto, ReviewItemDto, ReviewSellerDto } from './dto/review.dto';
import { Report } from './report.entity';
import { ReportReason } from './report-reason';
import { ReportStatus } from './report-status';
import { adRefusal } from './ad-refusals';

const shifted = (date: Date | null, by: number) => (date ? new Date(date.getTime() + by) : null);
/** When the waiting version entered the queue: what the queue shows and a decision names (ReviewedVersionDto). */
const submittedAt = (ad: Ad) => ad.submittedAt ?? ad.updatedAt;
type Count = { key: number | string; count: number | string };

/**
 * The review queue: ads waiting for a moderator (pre-moderation, reports past the threshold, another
 * seller's near-duplicate), oldest first. Approval puts an ad on the site with the days it waited
 * given back; rejection tells the seller why, and their edit sends it back (SellerAdsService.update).
 */
@Injectable()
export class ReviewQueueService {
  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    private readonly store: AdStore,
    private readonly events: AdEvents,
    private readonly photos: AdPhotos,
    private readonly reasons: RejectionReasonsService,
    private readonly notices: NoticesService,
    private readonly transactions: TransactionRunner,
    private readonly holds: ReviewHolds,
  ) {}

  /** A page of the queue, oldest first (index IDX_ads_review), optionally of one cause. */
  async list(options: Pick<ListOptions<string>, 'skip' | 'take'>, cause?: ReviewCause): Promise<{ items: ReviewItemDto[]; total: number }> {
    const query = this.ads.createQueryBuilder('ad').where('ad.status = :status', { status: AdStatus.PendingReview });
    if (cause) query.andWhere('ad.reviewCause = :cause', { cause });
    const [rows, total] = await Promise.all([
      query.clone().select(['ad.id AS id']).orderBy('ad.submittedAt', 'ASC').addOrderBy('ad.id', 'ASC').offset(options.skip).limit(options.take).getRawMany<{ id: number }>(),
      query.getCount(),
    ]);
    return { items: await this.items(rows.map((row) => Number(row.id))), total };
  }

  async get(id: number): Promise<ReviewItemDto> {
    const [item] = await this.items([id]);
    if (!item) throw new NotFoundException({ detail: adRefusal('notWaiting', { id: String(id) }) });
    return item;
  }

  /** Puts the ad on the site (or, never posted, makes it ready to post); a run held while it waited moves on by the wait. */
  async approve(id: number, seen: ReviewedVersionDto = {}): Promise<ReviewDecisionDto> {
    return this.transactions.run(async (manager) => {
      const ad = await this.lockWaiting(manager, id, seen);
      await this.holds.assertReleasable(manager, id);
      const now = new Date();
      const waited = ad.heldSince ? now.getTime() - ad.heldSince.getTime() : 0;
      const expiresAt = shifted(ad.expiresAt, waited);
      const promotedUntil = ad.heldSince && ad.promotedUntil && ad.promotedUntil > ad.heldSince ? shifted(ad.promotedUntil, waited) : ad.promotedUntil;
      const live = !!expiresAt && expiresAt > now;
      await this.events.touch(manager, id);
      await manager.update(Ad, { id }, { status: live ? AdStatus.Active : AdStatus.Inactive, expiresAt, promotedUntil, ...(live ? { listedAt: now } : {}), ...OUT_OF_QUEUE, rejection: '' });
      if (live) await this.events.wentLive(id, manager);
      if (ad.reviewCause === ReviewCause.Reported) {
        await closeOpenReports(manager, id, ReportStatus.Dismissed);
        await this.events.reportsClosed(id, manager);
      }
      await this.notices.tell(manager, ad.seller, { eventKey: `ad-approved:${id}:${now.getTime()}`, ...adNotices.approved(ad, live, this.notices.link('/myads')) });
      return { id, status: live ? AdStatus.Active : AdStatus.Inactive, message: live ? 'Approved: the ad is on the site.' : 'Approved: the seller can now post it.' };
    });
  }

  /** Refuses the ad for one of the admins' reasons and/or a note; the seller is told and may edit it to try again. */
  async reject(id: number, { reasonId, note, ...seen }: RejectAdDto): Promise<ReviewDecisionDto> {
    if (!reasonId && !note) throw new BadRequestException({ detail: adRefusal('reasonOrNote'), errors: { reasonId: adRefusal('chooseReasonOrNote') } });
    const label = reasonId ? (await this.reasons.get(reasonId)).label : '';
    const rejection = [label, note]
      .filter(Boolean)
      .join('. ')
      .replace(/([^.!?])$/, '$1.');
    return this.transactions.run(async (manager) => {
      const ad = await this.lockWaiting(manager, id, seen);
      await this.events.touch(manager, id);
      // heldSince stays: what the seller paid for starts when a resubmitted version is approved.
      await manager.update(Ad, { id }, { status: AdStatus.Rejected, rejection, submittedAt: null, reviewCause: null, duplicateOf: null });
      if (ad.reviewCause === ReviewCause.Reported) {
        await closeOpenReports(manager, id, ReportStatus.Resolved);
        await this.events.reportsClosed(id, manager);
      }
      await this.notices.tell(manager, ad.seller, { eventKey: `ad-rejected:${id}:${Date.now()}`, ...adNotices.rejected(ad, rejection, this.notices.link(`/myads?edit=${id}`)) });
      return { id, status: AdStatus.Rejected, message: 'Rejected: the seller has been told why.' };
    });
  }

  /**
   * The ad, locked, if it is still waiting, and as the moderator saw it (`seen`, when sent): two
   * moderators deciding at once get one decision and a 409, and so does a decision on a version the
   * seller has replaced since (a seller's edit locks the ad too and re-stamps submittedAt).
   */
  private async lockWaiting(manager: EntityManager, id: number, seen: ReviewedVersionDto): Promise<Ad> {
    const ad = await this.transactions.lockForUpdate(manager.createQueryBuilder(Ad, 'ad').where('ad.id = :id', { id })).getOne();
    if (!ad) throw new NotFoundException({ detail: adRefusal('adNotFound', { id: String(id) }) });
    if (ad.status !== AdStatus.PendingReview) throw new ConflictException({ detail: adRefusal('notWaitingNow', { id: String(id), status: ad.status }) });
    if (seen.submittedAt && new Date(seen.submittedAt).getTime() !== submittedAt(ad).getTime()) throw new ConflictException({ detail: adRefusal('changedSinceSeen', { id: String(id) }) });
    ad.seller = await manager.findOneOrFail(User, { where: { id: ad.sellerId } });
    return ad;
  }

  /** Queue items for these ad ids, in order, with their sellers' histories and open reports (a few grouped queries per page). */
  private async items(ids: number[]): Promise<ReviewItemDto[]> {
    const ads = (await this.store.loadMany(ids)).filter((ad) => ad.status === AdStatus.PendingReview);
    if (!ads.length) return [];
    const duplicateIds = [...new Set(ads.map((ad) => ad.duplicateOfId).filter((id): id is number => !!id))];
    const [originals, sellers, reports] = await Promise.all([this.store.loadMany(duplicateIds), this.sellerHistories(ads.map((ad) => ad.seller)), this.openReports(ads.map((ad) => ad.id))]);
    const originalById = new Map(originals.map((ad) => [ad.id, ad]));
    return ads.map((ad) => {
      const original = ad.duplicateOfId ? originalById.get(ad.duplicateOfId) : undefined;
      return {
        id: ad.id,
        cause: ad.reviewCause ?? ReviewCause.New,
        submittedAt: submittedAt(ad),
        held: !!ad.heldSince,
        ad: toAdminAd(ad, this.photos.link),
        duplicateOf: original ? toAdminAd(original, this.photos.link) : null,
        seller: sellers.get(ad.seller.id)!,
        reports: reports.get(ad.id) ?? [],
      };
    });
  }

  private async sellerHistories(sellers: User[]): Promise<Map<number, ReviewSellerDto>> {
    const ids = [...new Set(sellers.map((seller) => seller.id))];
    const now = new Date();
    const count = (query: (q: ReturnType<Repository<Ad>['createQueryBuilder']>) => void) => {
      const q = this.ads
        .createQueryBuilder('ad')
        .select('ad.sellerId', 'key')
        .addSelect('COUNT(*)', 'count')
        .where({ seller: { id: In(ids) } });
      query(q);
      return q.groupBy('ad.sellerId').getRawMany<Count>();
    };
    const [all, live, rejected, takenDown, reports] = await Promise.all([
      count(() => undefined),
      count((q) => q.andWhere('ad.status = :active AND ad.expiresAt > :now', { active: AdStatus.Active, now })),
      count((q) => q.andWhere('ad.status = :rejected', { rejected: AdStatus.Rejected })),
      count((q) => q.andWhere('ad.takenDown = :yes', { yes: true })),
      this.ads.manager
        .createQueryBuilder(Report, 'report')
        .innerJoin('report.ad', 'ad')
        .select('ad.sellerId', 'key')
        .addSelect('COUNT(*)', 'count')
        .where('ad.sellerId IN (:...ids)', { ids })
        .groupBy('ad.sellerId')
        .getRawMany<Count>(),
    ]);
    const of = (rows: Count[]) => new Map(rows.map((row) => [Number(row.key), Number(row.count)]));
    const [allOf, liveOf, rejectedOf, takenDownOf, reportsOf] = [all, live, rejected, takenDown, reports].map(of);
    return new Map(
      sellers.map((seller) => [
        seller.id,
        {
          id: seller.id,
          displayName: seller.displayName,
          fullName: seller.fullName,
          email: seller.email,
          emailVerified: seller.emailVerified,
          joinedAt: seller.createdAt,
          ads: allOf.get(seller.id) ?? 0,
          live: liveOf.get(seller.id) ?? 0,
          rejected: rejectedOf.get(seller.id) ?? 0,
          takenDown: takenDownOf.get(seller.id) ?? 0,
          reports: reportsOf.get(seller.id) ?? 0,
        },
      ]),
    );
  }

  private async openReports(adIds: number[]): Promise<Map<number, { reason: ReportReason; count: number }[]>> {
    const rows = await this.ads.manager
      .createQueryBuilder(Report, 'report')
      .select('report.adId', 'adId')
      .addSelect('report.reason', 'reason')
      .addSelect('COUNT(*)', 'count')
      .where('report.adId IN (:...adIds) AND report.status = :open', { adIds, open: ReportStatus.Open })
      .groupBy('report.adId')
      .addGroupBy('report.reason')
      .getRawMany<{ adId: number; reason: ReportReason; count: number | string }>();
    const byAd = new Map<number, { reason: ReportReason; count: number }[]>();
    for (const row of rows) byAd.set(Number(row.adId), [...(byAd.get(Number(row.adId)) ?? []), { reason: row.reason, count: Number(row.count) }]);
    return byAd;
  }
}
