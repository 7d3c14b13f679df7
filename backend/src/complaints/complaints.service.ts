import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Ad, AdPublishing, AdStatus, isLive, ReviewCause } from '../ads';
import { addDays } from '../common/india-time';
import { requestLanguage } from '../common/texts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { Outbox } from '../mail/outbox';
import { AppealComplaintDto, ComplaintReceiptDto, ComplaintStatusDto, CreateComplaintDto } from './dto/complaint.dto';
import { APPEAL_WITHIN_DAYS, canAppeal, DISPOSE_WITHIN_DAYS, filingClocks, needsRemoval, nextDue } from './complaint-clocks';
import { ComplaintClock } from './complaint-clock';
import { ComplaintEvent } from './complaint-event.entity';
import { ComplaintEventType } from './complaint-event-type';
import { hashOfKey, keyMatches, newKey, newTicket, TICKET_PATTERN } from './complaint-keys';
import { CONTENT_KINDS } from './complaint-kind';
import { complaintMails } from './complaint-mails';
import { toComplaintStatus } from './complaint-mapper';
import { complaintRefusal } from './complaint-refusals';
import { ComplaintStatus } from './complaint-status';
import { Complaint } from './complaint.entity';

/** Off the site until a moderator decides: taken down, or held for review because of a complaint. */
export const heldForComplaint = (ad: Pick<Ad, 'takenDown' | 'status' | 'reviewCause'>): boolean => ad.takenDown || (ad.status === AdStatus.PendingReview && ad.reviewCause === ReviewCause.Complaint);

export const followPath = (ticket: string, key: string) => `/complaint/${ticket}?key=${encodeURIComponent(key)}`;

/** Adds an event to a complaint's history in the caller's transaction; answers its id. */
export async function addEvent(manager: EntityManager, complaintId: number, type: ComplaintEventType, at: Date, message: string | null = null, adminId: number | null = null): Promise<number> {
  const { identifiers } = await manager.insert(ComplaintEvent, { complaint: { id: complaintId }, type, message, admin: adminId ? { id: adminId } : null, at });
  return Number(identifiers[0].id);
}

/** The complainant's side: filing (no account needed), the ticket page, the appeal (issue 41, item 1). */
/** The complaint's `url` column. */
const MAX_URL_LENGTH = 500;

@Injectable()
export class ComplaintsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly publishing: AdPublishing,
    private readonly outbox: Outbox,
    private readonly clock: ComplaintClock,
  ) {}

  /**
   * Files a complaint in one transaction: the complaint, RECEIVED and ACKNOWLEDGED, the acknowledgement mail, and
   * for an intimate image or an impersonation naming a live ad, the ad held for review (AD_HIDDEN): that is its removal
   * (removedAt), the 24-hour clock met at once. The ad is locked first, so two complaints about it at once hide it once.
   */
  async file(input: CreateComplaintDto, userId?: number): Promise<ComplaintReceiptDto> {
    const url = this.checkedUrl(input.url);
    if (CONTENT_KINDS.includes(input.kind) && !input.adId && !url) throw new BadRequestException({ detail: complaintRefusal('needsAdOrUrl'), errors: { adId: complaintRefusal('needsAdOrUrl') } });
    const language = requestLanguage();
    const key = newKey();
    return this.transactions.run(async (manager) => {
      const now = this.clock.now();
      let ad: Ad | null = null;
      if (input.adId) {
        ad = await this.transactions
          .lockForUpdate(manager.createQueryBuilder(Ad, 'ad').select(['ad.id', 'ad.title', 'ad.status', 'ad.expiresAt', 'ad.takenDown', 'ad.reviewCause']).where('ad.id = :id', { id: input.adId }))
          .getOne();
        if (!ad) throw new NotFoundException({ detail: complaintRefusal('adNotFound', { id: String(input.adId) }) });
      }
      const removal = needsRemoval(input.kind, ad?.id);
      const hide = removal && !!ad && isLive(ad, now);
      // Off the site for good or for a complaint already (a moderator's take-down, another complaint's hold): removed too.
      // Any other ad off the site now (expired, waiting for another review) could come back: its removal clock runs.
      const offSite = removal && !!ad && (hide || heldForComplaint(ad));
      const clocks = filingClocks(input.kind, ad?.id, now);
      const complaint = manager.create(Complaint, {
        ticket: await this.freeTicket(manager),
        keyHash: hashOfKey(key),
        kind: input.kind,
        status: ComplaintStatus.Open,
        name: input.name,
        email: input.email,
        details: input.details,
        onBehalfOf: input.onBehalfOf ?? false,
        url,
        ad: ad ? ({ id: ad.id } as Ad) : null,
        user: userId ? ({ id: userId } as Complaint['user']) : null,
        language,
        createdAt: now,
        acknowledgedAt: now,
        ...clocks,
        removedAt: offSite ? now : null,
      });
      complaint.nextDueAt = nextDue(complaint);
      await manager.save(complaint);
      await addEvent(manager, complaint.id, ComplaintEventType.Received, now);
      await addEvent(manager, complaint.id, ComplaintEventType.Acknowledged, now);
      if (hide) {
        await this.publishing.holdForReview(manager, ad!.id, ReviewCause.Complaint);
        await addEvent(manager, complaint.id, ComplaintEventType.AdHidden, now);
      }
      const path = followPath(complaint.ticket, key);
      await this.outbox.queue(manager, `complaint-received:${complaint.id}`, { email: complaint.email }, complaintMails.received(complaint, this.outbox.link(path), offSite));
      return { ticket: complaint.ticket, key, followPath: path, disposeDueAt: complaint.disposeDueAt, removalDueAt: complaint.removalDueAt, adHidden: offSite };
    });
  }

  /** The ticket page: 404 alike for an unknown ticket and a wrong key. */
  async status(ticket: string, key: string | undefined): Promise<ComplaintStatusDto> {
    const complaint = await this.withKey(ticket, key);
    return toComplaintStatus(complaint, this.clock.now());
  }

  /** Reopens a closed complaint with a new 15-day clock; once per closing, within 30 days of it. */
  async appeal(ticket: string, input: AppealComplaintDto): Promise<ComplaintStatusDto> {
    const { id } = await this.withKey(ticket, input.key);
    await this.transactions.run(async (manager) => {
      const now = this.clock.now();
      const complaint = await this.transactions.lockForUpdate(manager.createQueryBuilder(Complaint, 'complaint').where('complaint.id = :id', { id })).getOneOrFail();
      if (!canAppeal(complaint, now)) throw new ConflictException({ detail: complaintRefusal('cannotAppeal', { days: String(APPEAL_WITHIN_DAYS) }) });
      const reopened = { status: ComplaintStatus.Appealed, appealText: input.text, appealedAt: now, disposeDueAt: addDays(now, DISPOSE_WITHIN_DAYS) };
      await manager.update(Complaint, { id }, { ...reopened, nextDueAt: nextDue({ ...complaint, ...reopened }) });
      await addEvent(manager, id, ComplaintEventType.Appealed, now, input.text);
    });
    return this.status(ticket, input.key);
  }

  private async withKey(ticket: string, key: string | undefined): Promise<Complaint> {
    const complaint = TICKET_PATTERN.test(ticket) ? await this.dataSource.getRepository(Complaint).findOne({ where: { ticket }, relations: { ad: true, events: true } }) : null;
    // The hash is compared even for an unknown ticket, so the two refusals take the same time.
    const matches = keyMatches(key ?? '', complaint?.keyHash ?? hashOfKey('-'));
    if (!complaint || !key || !matches) throw new NotFoundException({ detail: complaintRefusal('notFound') });
    return complaint;
  }

  /** A ticket number no complaint has yet (two alike are unlikely before hundreds of thousands of complaints). */
  private async freeTicket(manager: EntityManager): Promise<string> {
    for (;;) {
      const ticket = newTicket();
      if (!(await manager.existsBy(Complaint, { ticket }))) return ticket;
    }
  }

  /** A page of this site: its address on PUBLIC_URL, or a path; anything else is refused. */
  private checkedUrl(url: string | undefined): string | null {
    if (!url) return null;
    const site = new URL(this.config.publicUrl);
    let parsed: URL | null;
    try {
      parsed = new URL(url, site);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.origin !== site.origin)
      throw new BadRequestException({ detail: complaintRefusal('notOurUrl', { site: site.origin }), errors: { url: complaintRefusal('notOurUrl', { site: site.origin }) } });
    // Written out in full (spaces and quotes percent-encoded), an address can outgrow what the column keeps.
    if (parsed.href.length > MAX_URL_LENGTH) throw new BadRequestException({ detail: complaintRefusal('urlTooLong'), errors: { url: complaintRefusal('urlTooLong') } });
    return parsed.href;
  }
}
