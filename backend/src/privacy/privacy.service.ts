import { ForbiddenException, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { AdImage, Ad, Report } from '../ads';
import { Session } from '../auth/session.entity';
import { Complaint } from '../complaints/complaint.entity';
import { toRupees } from '../database/columns';
import { Favourite } from '../favourites/favourite.entity';
import { Conversation } from '../messages/conversation.entity';
import { Side } from '../messages/conversation-side';
import { Message } from '../messages/message.entity';
import { UserBlock } from '../messages/user-block.entity';
import { Notice } from '../notices/notice.entity';
import { PhotoVerification } from '../photo-verification/photo-verification.entity';
import { PhoneCode } from '../phone-verification/phone-code.entity';
import { VerifiedPhone } from '../phone-verification/verified-phone.entity';
import { Promotion } from '../promotions/promotion.entity';
import { SavedSearch } from '../saved-searches/saved-search.entity';
import { publicName } from '../users/public-name';
import { verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { Consents } from '../users/consents';
import { LedgerEntry } from '../wallet/ledger-entry.entity';
import { Payment } from '../wallet/payment.entity';
import { Invoice } from '../wallet/invoices/invoice.entity';
import { WalletService } from '../wallet/wallet.service';
import { privacyRefusal } from './privacy-refusals';
import { authRefusal } from '../auth/auth-refusals';

/** The most rows of one kind an export lists (a seller of many years stays far below). */
const EXPORT_LIMIT = 10_000;

/**
 * The rights the privacy page promises: a copy of everything Bazaar holds about a user, and deleting
 * the account. Reads across domains, writes nothing itself (UsersService.deleteAccount does).
 */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly wallet: WalletService,
    private readonly activity: ActivityService,
    private readonly consents: Consents,
  ) {}

  async export(userId: number): Promise<Record<string, unknown>> {
    const m = this.dataSource.manager;
    const mine = { user: { id: userId } };
    const [user, consents] = await Promise.all([this.users.getById(userId), this.consents.history(userId)]);
    const [ads, payments, ledger, invoices, promotions, reports, notices, sessions, favourites, activity, balancePaise, conversations, savedSearches, blocks] = await Promise.all([
      m.find(Ad, { where: { seller: { id: userId } }, relations: { category: true, location: true }, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(Payment, { where: mine, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(LedgerEntry, { where: mine, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(Invoice, { where: mine, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(Promotion, { where: { seller: { id: userId } }, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(Report, { where: { reporter: { id: userId } }, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(Notice, { where: mine, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(Session, { where: mine, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(Favourite, { where: mine, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      this.activity.of(userId, 1, 1000),
      this.wallet.balancePaise(userId),
      m.find(Conversation, { where: [{ buyer: { id: userId } }, { seller: { id: userId } }], relations: { ad: true, buyer: true, seller: true }, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(SavedSearch, { where: mine, relations: { category: true, location: true }, order: { id: 'ASC' }, take: EXPORT_LIMIT }),
      m.find(UserBlock, { where: { blockerId: userId }, relations: { blocked: true }, order: { createdAt: 'ASC' }, take: EXPORT_LIMIT }),
    ]);
    const messages = conversations.length
      ? await m.find(Message, { where: { conversation: { id: In(conversations.map((c) => c.id)) } }, loadRelationIds: { relations: ['conversation'] }, order: { id: 'ASC' }, take: EXPORT_LIMIT })
      : [];
    // Complaints filed signed in, or signed out from the account's address.
    const complaints = await m.find(Complaint, { where: [{ user: { id: userId } }, { email: user.email }], order: { id: 'ASC' }, take: EXPORT_LIMIT });
    // Photo verification requests (issue 42); the selfie itself is shown to moderators only and deleted after its period.
    const photoVerifications = await m.find(PhotoVerification, { where: { seller: { id: userId } }, order: { id: 'ASC' }, take: EXPORT_LIMIT });
    // Phone numbers proved by a code, and the codes sent (when, to which number; never the code or its hash) (issue 42).
    const verifiedPhones = await m.find(VerifiedPhone, { where: { userId }, order: { id: 'ASC' }, take: EXPORT_LIMIT });
    const phoneCodes = await m.find(PhoneCode, { where: { userId }, order: { id: 'ASC' }, take: EXPORT_LIMIT });
    const images = ads.length ? await m.find(AdImage, { where: ads.map((ad) => ({ ad: { id: ad.id } })), relations: { ad: true }, order: { position: 'ASC' } }) : [];
    return {
      exportedAt: new Date(),
      profile: {
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        displayName: user.displayName,
        phone: user.phone,
        publicPage: user.publicPage,
        role: user.role,
        emailVerified: user.emailVerified,
        blocked: user.blocked,
        notifyPayments: user.notifyPayments,
        notifyAds: user.notifyAds,
        notifyMessages: user.notifyMessages,
        language: user.language,
        noticeVersion: user.noticeVersion,
        createdAt: user.createdAt,
      },
      // Every optional purpose agreed to or withdrawn, and each privacy notice accepted, oldest first.
      consents: consents.map((c) => ({ purpose: c.purpose, scope: c.scope, granted: c.granted, noticeVersion: c.noticeVersion, source: c.source, at: c.createdAt })),
      walletBalance: toRupees(balancePaise),
      ads: ads.map((ad) => ({
        id: ad.id,
        title: ad.title,
        description: ad.description,
        phone: ad.phone,
        age: ad.age,
        category: ad.category.title,
        location: `${ad.location.district}, ${ad.location.state}`,
        status: ad.status,
        createdAt: ad.createdAt,
        updatedAt: ad.updatedAt,
        expiresAt: ad.expiresAt,
        promotedUntil: ad.promotedUntil,
        views: ad.views,
        photos: images.filter((image) => image.ad.id === ad.id).map((image) => image.url),
      })),
      payments: payments.map((p) => ({
        id: p.id,
        amount: toRupees(p.amountPaise),
        charged: toRupees(p.chargedPaise),
        reference: p.reference,
        billingState: p.billingState,
        upiId: p.upiId,
        transactionId: p.transactionId,
        status: p.status,
        createdAt: p.createdAt,
        reviewedAt: p.reviewedAt,
      })),
      ledger: ledger.map((e) => ({ id: e.id, amount: toRupees(e.amountPaise), kind: e.kind, description: e.description, createdAt: e.createdAt })),
      invoices: invoices.map((i) => ({
        number: i.number,
        kind: i.kind,
        issuedAt: i.issuedAt,
        paymentId: i.paymentId,
        recipientName: i.recipientName,
        recipientEmail: i.recipientEmail,
        placeOfSupply: i.placeOfSupply,
        total: toRupees(i.totalPaise),
      })),
      promotions: promotions.map((p) => ({
        id: p.id,
        adId: p.adId,
        adTitle: p.adTitle,
        kind: p.kind,
        packageName: p.packageName,
        slotLabel: p.slotLabel,
        amount: toRupees(p.amountPaise),
        endsAt: p.endsAt,
        createdAt: p.createdAt,
      })),
      reportsFiled: reports.map((r) => ({ id: r.id, adId: r.adId, reason: r.reason, details: r.details, status: r.status, createdAt: r.createdAt })),
      notices: notices.map((n) => ({ kind: n.kind, title: n.title, adId: n.adId, createdAt: n.createdAt })),
      sessions: sessions.map((s) => ({ startedAt: s.createdAt, expiresAt: s.expiresAt, endedAt: s.endedAt })),
      favourites: favourites.map((f) => ({ adId: f.adId, savedAt: f.createdAt })),
      activity: activity.items,
      // Of the other people, only what they show everyone: their display name.
      conversations: conversations.map((c) => {
        const side = c.buyer.id === userId ? Side.Buyer : Side.Seller;
        return {
          id: c.id,
          adId: c.ad.id,
          adTitle: c.ad.title,
          myRole: side === Side.Buyer ? 'buyer' : 'seller',
          with: publicName((side === Side.Buyer ? c.seller : c.buyer).displayName),
          startedAt: c.createdAt,
          messages: messages
            .filter((message) => (message.conversation as unknown as number) === c.id)
            .map((message) => ({ fromMe: message.side === side, text: message.text, sentAt: message.createdAt })),
        };
      }),
      savedSearches: savedSearches.map((search) => ({
        id: search.id,
        category: search.category?.title ?? null,
        location: search.location ? `${search.location.district}, ${search.location.state}` : null,
        keyword: search.keyword,
        minAge: search.minAge,
        maxAge: search.maxAge,
        withPhotos: search.withPhotos,
        phoneVerified: search.phoneVerified,
        photosVerified: search.photosVerified,
        frequency: search.frequency,
        createdAt: search.createdAt,
      })),
      complaintsFiled: complaints.map((c) => ({
        ticket: c.ticket,
        kind: c.kind,
        status: c.status,
        name: c.name,
        email: c.email,
        details: c.details,
        adId: c.adId,
        url: c.url,
        createdAt: c.createdAt,
        outcome: c.outcome,
        closedAt: c.closedAt,
        appeal: c.appealText,
        appealedAt: c.appealedAt,
      })),
      photoVerifications: photoVerifications.map((v) => ({
        adId: v.adId,
        code: v.code,
        status: v.status,
        selfieKept: !!v.selfie,
        requestedAt: v.createdAt,
        submittedAt: v.submittedAt,
        decidedAt: v.decidedAt,
        reason: v.reason,
        note: v.note,
      })),
      verifiedPhones: verifiedPhones.map(({ phone, verifiedAt }) => ({ phone, verifiedAt })),
      phoneCodes: phoneCodes.map(({ phone, createdAt, expiresAt, attempts, usedAt }) => ({ phone, sentAt: createdAt, expiresAt, attempts, usedAt })),
      blocked: blocks.map((block) => ({ name: publicName(block.blocked.displayName), blockedAt: block.createdAt })),
    };
  }

  /** Deletes the caller's account after checking their password (403 when wrong). */
  async deleteAccount(userId: number, password: string): Promise<void> {
    const user = await this.users.findWithPasswordById(userId);
    if (!user || !(await verifyPassword(user.passwordHash, password))) throw new ForbiddenException({ detail: privacyRefusal('passwordWrong'), errors: { password: authRefusal('wrongPassword') } });
    await this.users.deleteAccount(userId);
  }
}
