import { BadRequestException, ForbiddenException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import { Ad, isLive, adSlug, AdImage, AdsService, ReportsService } from '../ads';
import { CreateReportDto, ReportCreatedDto } from '../ads/dto/report.dto';
import { BlacklistService } from '../blacklist/blacklist.service';
import { isUniqueViolation } from '../common/db-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { Outbox } from '../mail/outbox';
import { MailTopic } from '../mail/unsubscribe-links';
import { publicName } from '../users/public-name';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { Conversation } from './conversation.entity';
import { Side } from './conversation-side';
import { AdminConversationDto, ConversationDto, ConversationMessagesDto, ConversationPageDto, UnreadDto } from './dto/message.dto';
import { Message } from './message.entity';
import { newMessageMail } from './message-mails';
import { PushKind } from '../push/push-kind';
import { PushOutbox } from '../push/push-outbox';
import { UserBlock } from './user-block.entity';
import { messageRefusal } from './message-refusals';
import { commonRefusal } from '../common/common-refusals';

/** At most one mail per conversation and side in this time. */
export const MAIL_QUIET_MS = 15 * 60_000;

const other = (side: Side) => (side === Side.Buyer ? Side.Seller : Side.Buyer);
/** A side's own column: column(Side.Buyer, 'Unread') is buyerUnread. */
const column = <F extends 'Unread' | 'MailedAt' | 'Id'>(side: Side, field: F) => (side === Side.Buyer ? (`buyer${field}` as const) : (`seller${field}` as const));

/**
 * Buyers write to sellers about an ad; each (ad, buyer) pair is one conversation. Neither side sees
 * the other's e-mail or phone, only their display name. Access is by being one of the two sides: for
 * anyone else a conversation does not exist (404). Admins read a conversation only once it is reported.
 */
@Injectable()
export class MessagesService implements OnModuleInit {
  constructor(
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    private readonly transactions: TransactionRunner,
    private readonly blacklist: BlacklistService,
    private readonly reports: ReportsService,
    private readonly outbox: Outbox,
    private readonly users: UsersService,
    private readonly ads: AdsService,
    private readonly push: PushOutbox,
  ) {}

  onModuleInit(): void {
    this.ads.countWith('conversations', (adIds) => this.countByAds(adIds));
    // A deleted account's conversations go with it, from the other side's inbox too; a reported one stays for the
    // moderators until its report is closed (issue 39, item 13), then goes (ads.onReportsClosed).
    this.users.onDeleted(async (user, manager) => {
      const reported = this.reports.openlyReportedConversations(manager);
      await manager
        .createQueryBuilder()
        .delete()
        .from(Conversation)
        .where('(buyerId = :id OR sellerId = :id)', { id: user.id })
        .andWhere(`id NOT IN (${reported.getQuery()})`, reported.getParameters())
        .execute();
      await manager.createQueryBuilder().delete().from(UserBlock).where('blockerId = :id OR blockedId = :id', { id: user.id }).execute();
    });
    this.ads.onReportsClosed((adId, manager) => this.releaseReported(adId, manager));
  }

  /** The ad's conversations that a deleted account left only for a report now closed. */
  private async releaseReported(adId: number, manager: EntityManager): Promise<void> {
    const reported = this.reports.openlyReportedConversations(manager);
    const leftovers = await manager
      .createQueryBuilder(Conversation, 'c')
      .select('c.id', 'id')
      .innerJoin('c.buyer', 'buyer')
      .innerJoin('c.seller', 'seller')
      .where('c.adId = :adId AND (buyer.deletedAt IS NOT NULL OR seller.deletedAt IS NOT NULL)', { adId })
      .andWhere(`c.id NOT IN (${reported.getQuery()})`, reported.getParameters())
      .getRawMany<{ id: number }>();
    if (leftovers.length)
      await manager.delete(
        Conversation,
        leftovers.map((row) => Number(row.id)),
      );
  }

  /** Writes to the seller of a live ad; a second start on the same ad continues the same conversation. */
  async start(buyerId: number, adId: number, text: string): Promise<ConversationDto> {
    await this.blacklist.checkText('text', text);
    const ad = await this.conversations.manager.findOne(Ad, { select: { id: true, status: true, expiresAt: true, seller: { id: true } }, relations: { seller: true }, where: { id: adId } });
    if (!ad || !isLive(ad)) throw new NotFoundException({ detail: commonRefusal('adNotLive') });
    if (ad.seller.id === buyerId) throw new BadRequestException({ detail: messageRefusal('yourOwnAd'), errors: { adId: messageRefusal('isYourOwnAd') } });
    await this.assertNotBlocked(buyerId, ad.seller.id);
    const id = await this.transactions.run(async (manager) => {
      const conversation = await this.findOrCreate(manager, adId, buyerId, ad.seller.id);
      await this.append(manager, conversation, Side.Buyer, text);
      return conversation.id;
    });
    return this.summary(buyerId, id);
  }

  async reply(userId: number, id: number, text: string): Promise<ConversationDto> {
    await this.blacklist.checkText('text', text);
    const { conversation, side } = await this.access(userId, id);
    await this.assertNotBlocked(conversation.buyerId, conversation.sellerId);
    await this.transactions.run((manager) => this.append(manager, conversation, side, text));
    return this.summary(userId, id);
  }

  /** The caller's conversations, latest activity first. */
  async list(userId: number, page: number, pageSize: number): Promise<ConversationPageDto> {
    const mine = this.conversations.createQueryBuilder('c').where(new Brackets((q) => q.where('c.buyerId = :userId', { userId }).orWhere('c.sellerId = :userId', { userId })));
    const [rows, total] = await mine
      .orderBy('c.lastMessageAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: await this.toDtos(userId, rows), total, page, pageSize };
  }

  /** A page of messages (newest first); reading it marks the conversation read for the caller. */
  async open(userId: number, id: number, page: number, pageSize: number): Promise<ConversationMessagesDto> {
    const { conversation, side } = await this.access(userId, id);
    if (conversation[column(side, 'Unread')] > 0) await this.conversations.update({ id }, { [column(side, 'Unread')]: 0 });
    const [messages, total] = await this.conversations.manager.findAndCount(Message, {
      where: { conversation: { id } },
      order: { id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return {
      conversation: await this.summary(userId, id),
      items: messages.map((m) => ({ id: m.id, text: m.text, mine: m.side === side, createdAt: m.createdAt })),
      total,
      page,
      pageSize,
    };
  }

  async unread(userId: number): Promise<UnreadDto> {
    const [{ unread }] = await this.conversations.query(
      'SELECT (SELECT COALESCE(SUM(buyerUnread), 0) FROM conversations WHERE buyerId = ?) + (SELECT COALESCE(SUM(sellerUnread), 0) FROM conversations WHERE sellerId = ?) AS unread',
      [userId, userId],
    );
    return { unread: Number(unread) };
  }

  /** The caller stops hearing from the other side, in this and every other conversation. */
  async block(userId: number, id: number): Promise<ConversationDto> {
    const { conversation, side } = await this.access(userId, id);
    const blockedId = conversation[column(other(side), 'Id')];
    try {
      await this.conversations.manager.insert(UserBlock, { blockerId: userId, blockedId });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // blocked already
    }
    return this.summary(userId, id);
  }

  async unblock(userId: number, id: number): Promise<ConversationDto> {
    const { conversation, side } = await this.access(userId, id);
    await this.conversations.manager.delete(UserBlock, { blockerId: userId, blockedId: conversation[column(other(side), 'Id')] });
    return this.summary(userId, id);
  }

  /** Either side reports the conversation to the moderators, who may then read it. */
  async report(userId: number, id: number, input: CreateReportDto): Promise<ReportCreatedDto> {
    const { conversation } = await this.access(userId, id);
    return this.reports.reportConversation(conversation.adId, id, input, userId);
  }

  /** A reported conversation in full, for moderators; 404 for one nobody reported. */
  async forModerator(id: number): Promise<AdminConversationDto> {
    const conversation = await this.conversations.findOne({ where: { id }, relations: { ad: true, buyer: true, seller: true } });
    if (!conversation || !(await this.reports.isConversationReported(id))) throw new NotFoundException({ detail: messageRefusal('notReported', { id: String(id) }) });
    const messages = await this.conversations.manager.find(Message, { where: { conversation: { id } }, order: { id: 'ASC' } });
    const party = (user: User) => ({ id: user.id, email: user.email, displayName: publicName(user.displayName) });
    return {
      id,
      adId: conversation.ad.id,
      adTitle: conversation.ad.title,
      buyer: party(conversation.buyer),
      seller: party(conversation.seller),
      messages: messages.map((m) => ({ id: m.id, side: m.side, text: m.text, createdAt: m.createdAt })),
    };
  }

  /** How many conversations each ad has (the seller's statistics). */
  async countByAds(adIds: number[]): Promise<Map<number, number>> {
    if (!adIds.length) return new Map();
    const rows: { adId: number; count: number }[] = await this.conversations
      .createQueryBuilder('c')
      .select('c.adId', 'adId')
      .addSelect('COUNT(*)', 'count')
      .where('c.adId IN (:...adIds)', { adIds })
      .groupBy('c.adId')
      .getRawMany();
    return new Map(rows.map((row) => [Number(row.adId), Number(row.count)]));
  }

  // ---- internals ----

  /** The conversation and the caller's side of it, or 404 for anyone who is neither side. */
  private async access(userId: number, id: number): Promise<{ conversation: Conversation; side: Side }> {
    const conversation = await this.conversations.findOneBy({ id });
    if (conversation?.buyerId === userId) return { conversation, side: Side.Buyer };
    if (conversation?.sellerId === userId) return { conversation, side: Side.Seller };
    throw new NotFoundException({ detail: messageRefusal('conversationNotFound', { id: String(id) }) });
  }

  private async assertNotBlocked(a: number, b: number): Promise<void> {
    const blocked = await this.conversations.manager.exists(UserBlock, {
      where: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    });
    if (blocked) throw new ForbiddenException({ detail: messageRefusal('blocked') });
  }

  /** The (ad, buyer) conversation; two first messages at once both land in the one the unique key lets through. */
  private async findOrCreate(manager: EntityManager, adId: number, buyerId: number, sellerId: number): Promise<Conversation> {
    const existing = await manager.findOneBy(Conversation, { ad: { id: adId }, buyer: { id: buyerId } });
    if (existing) return existing;
    try {
      await manager.insert(Conversation, { ad: { id: adId }, buyer: { id: buyerId }, seller: { id: sellerId }, lastMessageAt: new Date() });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    return manager.findOneByOrFail(Conversation, { ad: { id: adId }, buyer: { id: buyerId } });
  }

  /**
   * Adds the message, counts it unread for the other side (writing marks the conversation read for
   * the writer), pushes it to the other side's browsers and mails them unless they were mailed about it in the last 15 minutes.
   */
  private async append(manager: EntityManager, conversation: Conversation, side: Side, text: string): Promise<void> {
    const now = new Date();
    const to = other(side);
    const { identifiers } = await manager.insert(Message, { conversation: { id: conversation.id }, side, text });
    await manager
      .createQueryBuilder()
      .update(Conversation)
      .set({ lastMessageAt: now, [column(side, 'Unread')]: 0, [column(to, 'Unread')]: () => `${column(to, 'Unread')} + 1` })
      .where('id = :id', { id: conversation.id })
      .execute();
    const full = await manager.findOneOrFail(Conversation, { where: { id: conversation.id }, relations: { ad: true, buyer: true, seller: true } });
    const [sender, recipient] = side === Side.Buyer ? [full.buyer, full.seller] : [full.seller, full.buyer];
    if (recipient.deletedAt) return;
    const content = newMessageMail(recipient.language, publicName(recipient.displayName), publicName(sender.displayName), full.ad.title, text, this.outbox.link(`/inbox/${conversation.id}`));
    // A push for every message (each replaces the conversation's last on the screen), a mail at most every 15 minutes.
    const push = { title: content.subject, body: content.paragraphs[1], url: `/inbox/${conversation.id}`, tag: `conversation-${conversation.id}` };
    await this.push.queue(manager, recipient.id, PushKind.Messages, `message:${identifiers[0].id}`, push);
    // The conditional update is the claim: of two messages at once, one mail.
    const mailedAt = column(to, 'MailedAt');
    const { affected } = await manager
      .createQueryBuilder()
      .update(Conversation)
      .set({ [mailedAt]: now })
      .where('id = :id', { id: conversation.id })
      .andWhere(new Brackets((q) => q.where(`${mailedAt} IS NULL`).orWhere(`${mailedAt} < :quiet`, { quiet: new Date(now.getTime() - MAIL_QUIET_MS) })))
      .execute();
    if (!affected || !recipient.notifyMessages) return;
    await this.outbox.queue(manager, `message:${identifiers[0].id}`, { userId: recipient.id, email: recipient.email }, content, MailTopic.Messages);
  }

  private async summary(userId: number, id: number): Promise<ConversationDto> {
    const [dto] = await this.toDtos(userId, [await this.conversations.findOneByOrFail({ id })]);
    return dto;
  }

  /** Conversations as the caller sees them: the ad's card, the other side's display name, the last message. */
  private async toDtos(userId: number, rows: Conversation[]): Promise<ConversationDto[]> {
    if (!rows.length) return [];
    const manager = this.conversations.manager;
    const ids = rows.map((c) => c.id);
    const adIds = [...new Set(rows.map((c) => c.adId))];
    const otherIds = [...new Set(rows.map((c) => (c.buyerId === userId ? c.sellerId : c.buyerId)))];
    const [ads, thumbs, others, lastIds, blocks] = await Promise.all([
      manager.find(Ad, { select: { id: true, title: true, status: true, expiresAt: true }, where: adIds.map((id) => ({ id })) }),
      manager.find(AdImage, { select: { id: true, thumbUrl: true, ad: { id: true } }, relations: { ad: true }, where: adIds.map((id) => ({ ad: { id }, position: 0 })) }),
      manager.find(User, { select: { id: true, displayName: true }, where: otherIds.map((id) => ({ id })) }),
      manager.createQueryBuilder(Message, 'm').select('MAX(m.id)', 'id').where('m.conversationId IN (:...ids)', { ids }).groupBy('m.conversationId').getRawMany<{ id: number }>(),
      manager.find(UserBlock, { where: [...otherIds.map((id) => ({ blockerId: userId, blockedId: id })), ...otherIds.map((id) => ({ blockerId: id, blockedId: userId }))] }),
    ]);
    const lasts = lastIds.length ? await manager.find(Message, { relations: { conversation: true }, where: lastIds.map(({ id }) => ({ id: Number(id) })) }) : [];
    const adById = new Map(ads.map((ad) => [ad.id, ad]));
    const thumbByAd = new Map(thumbs.map((image) => [image.ad.id, image.thumbUrl]));
    const nameById = new Map(others.map((user) => [user.id, publicName(user.displayName)]));
    const lastByConversation = new Map(lasts.map((m) => [m.conversation.id, m]));
    return rows.map((c) => {
      const side = c.buyerId === userId ? Side.Buyer : Side.Seller;
      const otherId = side === Side.Buyer ? c.sellerId : c.buyerId;
      const ad = adById.get(c.adId)!;
      const last = lastByConversation.get(c.id);
      const blockedByMe = blocks.some((b) => b.blockerId === userId && b.blockedId === otherId);
      const thumb = thumbByAd.get(ad.id);
      // An ad off the site keeps its photos from the public (issue 39, item 12): its seller still sees them, through a signed link.
      const thumbUrl = !thumb ? null : isLive(ad) ? thumb : side === Side.Seller ? this.ads.photoLink(thumb) : null;
      return {
        id: c.id,
        ad: { id: ad.id, title: ad.title, slug: adSlug(ad.title), thumbUrl, live: isLive(ad) },
        side,
        otherName: nameById.get(otherId) ?? publicName(null),
        lastMessage: last ? { text: last.text.slice(0, 200), mine: last.side === side, createdAt: last.createdAt } : null,
        unread: c[column(side, 'Unread')],
        blockedByMe,
        canReply: !blockedByMe && !blocks.some((b) => b.blockerId === otherId && b.blockedId === userId),
      };
    });
  }
}
