import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { Ad, AdPublishing, ReportReason, ReviewCause } from '../ads';
import { toSqlDateTime } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { Outbox } from '../mail/outbox';
import { UsersService } from '../users/users.service';
import type { AdminComplaintDto } from './dto/admin-complaint.dto';
import { BlockedPhotos } from './blocked-photos';
import { nextDue } from './complaint-clocks';
import { ComplaintClock } from './complaint-clock';
import { ComplaintEvent } from './complaint-event.entity';
import { ComplaintEventType } from './complaint-event-type';
import { type ComplaintKind, REMOVAL_KINDS } from './complaint-kind';
import { complaintMails } from './complaint-mails';
import { toAdminComplaint } from './complaint-mapper';
import { complaintRefusal } from './complaint-refusals';
import { ComplaintStatus } from './complaint-status';
import { Complaint } from './complaint.entity';
import { addEvent, heldForComplaint } from './complaints.service';

export const COMPLAINT_SORT_FIELDS = ['nextDueAt', 'createdAt', 'id', 'status', 'kind'] as const;
export type ComplaintSortField = (typeof COMPLAINT_SORT_FIELDS)[number];

export interface ComplaintFilter {
  status?: ComplaintStatus;
  kind?: ComplaintKind;
  overdue?: boolean;
}

/** What a take-down for a complaint tells the seller: the report reason nearest the complaint. */
const TAKE_DOWN_REASON: Record<string, ReportReason> = { UNLAWFUL_CONTENT: ReportReason.Offensive, INTIMATE_IMAGE: ReportReason.Offensive, IMPERSONATION: ReportReason.Fraud };

/** The Grievance Officer's side (issue 41, item 1): the queue sorted by what falls due first, and the actions on a complaint. */
@Injectable()
export class ComplaintsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly publishing: AdPublishing,
    private readonly blockedPhotos: BlockedPhotos,
    private readonly users: UsersService,
    private readonly outbox: Outbox,
    private readonly clock: ComplaintClock,
  ) {}

  /** The queue: by default the earliest deadline first and closed complaints last. */
  async list(
    options: { skip: number; take: number; sortField: ComplaintSortField; sortOrder: 'ASC' | 'DESC'; ids?: number[] },
    filter: ComplaintFilter,
  ): Promise<{ items: AdminComplaintDto[]; total: number }> {
    const now = this.clock.now();
    const query = this.dataSource.getRepository(Complaint).createQueryBuilder('complaint').leftJoinAndSelect('complaint.ad', 'ad').leftJoinAndSelect('ad.seller', 'seller');
    if (options.ids) query.andWhere('complaint.id IN (:...ids)', { ids: options.ids.length ? options.ids : [0] });
    if (filter.status) query.andWhere('complaint.status = :status', { status: filter.status });
    if (filter.kind) query.andWhere('complaint.kind = :kind', { kind: filter.kind });
    if (filter.overdue !== undefined) query.andWhere(filter.overdue ? 'complaint.nextDueAt < :now' : '(complaint.nextDueAt IS NULL OR complaint.nextDueAt >= :now)', { now: toSqlDateTime(now) });
    if (options.sortField === 'nextDueAt')
      query
        .addSelect('CASE WHEN complaint.status = :closed THEN 1 ELSE 0 END', 'closed_last')
        .setParameter('closed', ComplaintStatus.Closed)
        .orderBy('closed_last', 'ASC')
        .addOrderBy('complaint.nextDueAt', options.sortOrder);
    else query.orderBy(`complaint.${options.sortField}`, options.sortOrder);
    query.addOrderBy('complaint.id', options.sortOrder);
    const [rows, total] = await Promise.all([query.offset(options.skip).limit(options.take).getMany(), query.clone().offset(undefined).limit(undefined).orderBy().getCount()]);
    const events = rows.length ? await this.dataSource.getRepository(ComplaintEvent).find({ where: { complaint: { id: In(rows.map((row) => row.id)) } } }) : [];
    for (const row of rows) row.events = events.filter((event) => event.complaintId === row.id);
    return { items: rows.map((row) => toAdminComplaint(row, now)), total };
  }

  async get(id: number): Promise<AdminComplaintDto> {
    const complaint = await this.dataSource.getRepository(Complaint).findOne({ where: { id }, relations: { ad: { seller: true }, events: true } });
    if (!complaint) throw new NotFoundException({ detail: complaintRefusal('complaintNotFound', { id: String(id) }) });
    return toAdminComplaint(complaint, this.clock.now());
  }

  /** The ad leaves the site (or stays off it) pending review; for an intimate image or impersonation, that is its removal (removedAt). */
  hideAd(id: number, adminId: number): Promise<AdminComplaintDto> {
    return this.act(id, async (manager, complaint, ad, now) => {
      if (ad.takenDown) throw new ConflictException({ detail: complaintRefusal('alreadyTakenDown') });
      if (heldForComplaint(ad)) throw new ConflictException({ detail: complaintRefusal('adNotLive') });
      // Live, or off the site in a way that could end (expired, waiting for another review): held until a moderator decides.
      await this.publishing.holdForReview(manager, ad.id, ReviewCause.Complaint);
      await addEvent(manager, id, ComplaintEventType.AdHidden, now, null, adminId);
      await this.removed(manager, complaint, now);
    });
  }

  /** Taken down as a moderator's take-down; for an intimate image or impersonation its photos can never be posted again. */
  takeDownAd(id: number, adminId: number, note?: string): Promise<AdminComplaintDto> {
    return this.act(id, async (manager, complaint, ad, now) => {
      if (ad.takenDown) throw new ConflictException({ detail: complaintRefusal('alreadyTakenDown') });
      await this.publishing.takeDown(manager, ad.id, { reason: TAKE_DOWN_REASON[complaint.kind] ?? ReportReason.Other, note: note ?? '' });
      if (REMOVAL_KINDS.includes(complaint.kind)) await this.blockedPhotos.remember(manager, id, ad.id, now);
      await addEvent(manager, id, ComplaintEventType.AdTakenDown, now, null, adminId);
      await this.removed(manager, complaint, now);
    });
  }

  /** Blocks the ad's seller (UsersService.setBlocked: their ads are withdrawn), then records it. */
  async blockSeller(id: number, adminId: number): Promise<AdminComplaintDto> {
    const { ad } = await this.open(this.dataSource.manager, id);
    if (ad.seller.blocked) throw new ConflictException({ detail: complaintRefusal('sellerAlreadyBlocked') });
    await this.users.setBlocked(ad.seller.id, true, adminId);
    await this.transactions.run(async (manager) => {
      await addEvent(manager, id, ComplaintEventType.SellerBlocked, this.clock.now(), null, adminId);
      await manager.update(Complaint, { id }, { updatedAt: this.clock.now() });
    });
    return this.get(id);
  }

  /** A reply, mailed to the complainant in their language and shown on the ticket. */
  reply(id: number, adminId: number, message: string): Promise<AdminComplaintDto> {
    return this.write(id, async (manager, complaint, now) => {
      if (complaint.status === ComplaintStatus.Closed) throw new ConflictException({ detail: complaintRefusal('closed') });
      const eventId = await addEvent(manager, id, ComplaintEventType.Replied, now, message, adminId);
      await this.outbox.queue(manager, `complaint-event:${eventId}`, { email: complaint.email }, complaintMails.replied(complaint, message));
    });
  }

  /** An internal note: the console only. */
  note(id: number, adminId: number, message: string): Promise<AdminComplaintDto> {
    return this.write(id, async (manager, _complaint, now) => {
      await addEvent(manager, id, ComplaintEventType.Note, now, message, adminId);
    });
  }

  /** Closes it with an outcome, mailed to the complainant; an appeal may reopen it within 30 days. */
  close(id: number, adminId: number, outcome: string): Promise<AdminComplaintDto> {
    return this.write(id, async (manager, complaint, now) => {
      if (complaint.status === ComplaintStatus.Closed) throw new ConflictException({ detail: complaintRefusal('closed') });
      await manager.update(Complaint, { id }, { status: ComplaintStatus.Closed, outcome, closedAt: now, nextDueAt: null });
      const eventId = await addEvent(manager, id, ComplaintEventType.Closed, now, outcome, adminId);
      await this.outbox.queue(manager, `complaint-event:${eventId}`, { email: complaint.email }, complaintMails.closed({ ...complaint, outcome, closedAt: now }));
    });
  }

  /** For an intimate image or impersonation: the removal clock stops, the next deadline is the disposal's. */
  private async removed(manager: EntityManager, complaint: Complaint, now: Date): Promise<void> {
    if (!REMOVAL_KINDS.includes(complaint.kind) || complaint.removedAt) return;
    await manager.update(Complaint, { id: complaint.id }, { removedAt: now, nextDueAt: nextDue({ ...complaint, removedAt: now }) });
  }

  /** An action on the complaint's ad, in one transaction with the complaint locked: 409 if it is closed or names no ad. */
  private act(id: number, work: (manager: EntityManager, complaint: Complaint, ad: Ad, now: Date) => Promise<void>): Promise<AdminComplaintDto> {
    return this.write(id, async (manager, complaint, now) => {
      const { ad } = await this.open(manager, id);
      await work(manager, complaint, ad, now);
    });
  }

  private async write(id: number, work: (manager: EntityManager, complaint: Complaint, now: Date) => Promise<void>): Promise<AdminComplaintDto> {
    await this.transactions.run(async (manager) => {
      const complaint = await this.transactions.lockForUpdate(manager.createQueryBuilder(Complaint, 'complaint').where('complaint.id = :id', { id })).getOne();
      if (!complaint) throw new NotFoundException({ detail: complaintRefusal('complaintNotFound', { id: String(id) }) });
      const now = this.clock.now();
      await work(manager, complaint, now);
      // Every action changes the row, so the audit log's before and after show it.
      await manager.update(Complaint, { id }, { updatedAt: now });
    });
    return this.get(id);
  }

  /** The complaint with its ad and seller, for an action on the ad: 409 when closed or without an ad. */
  private async open(manager: EntityManager, id: number): Promise<Complaint & { ad: Ad }> {
    const complaint = await manager.findOne(Complaint, { where: { id }, relations: { ad: { seller: true } } });
    if (!complaint) throw new NotFoundException({ detail: complaintRefusal('complaintNotFound', { id: String(id) }) });
    if (complaint.status === ComplaintStatus.Closed) throw new ConflictException({ detail: complaintRefusal('closed') });
    if (!complaint.ad) throw new ConflictException({ detail: complaintRefusal('noAd') });
    return complaint as Complaint & { ad: Ad };
  }
}
