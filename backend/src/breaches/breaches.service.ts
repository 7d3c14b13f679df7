import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { formatIndiaTime } from '../common/india-time';
import { type Language, LANGUAGES } from '../common/language';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { TransactionRunner } from '../database/transaction-runner';
import { Outbox } from '../mail/outbox';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { User } from '../users/user.entity';
import { breachMail } from './breach-mails';
import { BreachRecipient } from './breach-recipient.entity';
import { breachRefusal } from './breach-refusals';
import { DataBreach } from './data-breach.entity';
import type { BoardStep, BreachDto, CreateBreachDto, CreatedBreachDto, NotifiedDto, UpdateBreachDto } from './dto/breach.dto';

export const BREACH_SORT_FIELDS = ['id', 'discoveredAt', 'createdAt'] as const;
export type BreachSortField = (typeof BREACH_SORT_FIELDS)[number];

/** DPDP Rules 2025, rule 7(2)(b): the detailed report to the Board within 72 hours of becoming aware. */
export const BOARD_REPORT_HOURS = 72;
/** Accounts read, and mails queued, per transaction: a breach of every account is mailed in many small steps. */
const BATCH = 500;

const language = (value: string): Language => LANGUAGES.find((known) => known === value) ?? 'en';

/**
 * Personal-data breaches the operator records (DPDP Act 2023 s. 8(6)): who is affected, the notice mailed to each
 * of them in their language, and the facts the Data Protection Board is told at once and within 72 hours.
 */
@Injectable()
export class BreachesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly siteSettings: SiteSettingsService,
  ) {}

  async create(input: CreateBreachDto, adminId: number): Promise<CreatedBreachDto> {
    const listed = input.affectedEmails ?? [];
    if (Boolean(input.allUsers) === listed.length > 0) throw new BadRequestException({ detail: breachRefusal('whoIsAffected') });
    const { discoveredAt, occurredAt } = this.times(input.discoveredAt, input.occurredAt);
    const emails = [...new Set(listed.map((email) => email.trim().toLowerCase()))];
    const { id, matched } = await this.transactions.run(async (manager) => {
      const { affectedEmails: _emails, allUsers, ...texts } = input;
      const breach = await manager.save(manager.create(DataBreach, { ...texts, discoveredAt, occurredAt, allUsers: Boolean(allUsers), recordedBy: { id: adminId } }));
      const found = new Set<string>();
      for (let i = 0; i < emails.length; i += BATCH) {
        const users = await manager.find(User, { select: { id: true, email: true }, where: { email: In(emails.slice(i, i + BATCH)), deletedAt: IsNull() } });
        if (users.length)
          await manager.insert(
            BreachRecipient,
            users.map((user) => ({ breachId: breach.id, userId: user.id, notifiedAt: null })),
          );
        for (const user of users) found.add(user.email);
      }
      return { id: breach.id, matched: found };
    });
    return { ...(await this.get(id)), unmatchedEmails: emails.filter((email) => !matched.has(email)) };
  }

  async list(options: ListOptions<BreachSortField>): Promise<{ items: BreachDto[]; total: number }> {
    const query = this.dataSource.manager.createQueryBuilder(DataBreach, 'breach');
    const [rows, total] = await applyIdsAndOrder(query, 'breach', options, 'discoveredAt').skip(options.skip).take(options.take).getManyAndCount();
    return { items: await Promise.all(rows.map((row) => this.toDto(row))), total };
  }

  async get(id: number): Promise<BreachDto> {
    return this.toDto(await this.find(this.dataSource.manager, id));
  }

  async update(id: number, input: UpdateBreachDto): Promise<BreachDto> {
    const breach = await this.find(this.dataSource.manager, id);
    const occurredAt = input.occurredAt === undefined ? breach.occurredAt : this.times(breach.discoveredAt.toISOString(), input.occurredAt).occurredAt;
    await this.dataSource.manager.update(DataBreach, { id }, { ...input, occurredAt });
    return this.get(id);
  }

  /**
   * Mails the notice to every affected account not mailed yet, BATCH at a time, each batch in a transaction that
   * locks the record first: two admins pressing the button together mail nobody twice. For a breach of every
   * account, the accounts that exist now are listed first (one who signs up later was not affected).
   */
  async notify(id: number): Promise<NotifiedDto> {
    const breach = await this.find(this.dataSource.manager, id);
    if (breach.allUsers) await this.listEveryAccount(id);
    const settings = await this.siteSettings.get();
    const contact = settings.dataProtectionEmail ?? settings.grievanceOfficerEmail ?? settings.supportEmail;
    const grievanceUrl = this.outbox.link('/grievance');
    let queued = 0;
    for (;;) {
      const sent = await this.transactions.run(async (manager) => {
        await this.transactions.lockForUpdate(manager.createQueryBuilder(DataBreach, 'breach').select('breach.id').where('breach.id = :id', { id })).getOne();
        const due = await manager
          .createQueryBuilder(BreachRecipient, 'recipient')
          .innerJoin(User, 'user', 'user.id = recipient.userId')
          .select(['recipient.userId AS userId', 'user.email AS email', 'user.displayName AS displayName', 'user.language AS language'])
          .where('recipient.breachId = :id AND recipient.notifiedAt IS NULL AND user.deletedAt IS NULL', { id })
          .orderBy('recipient.userId')
          .limit(BATCH)
          .getRawMany<{ userId: number; email: string; displayName: string | null; language: string }>();
        if (!due.length) return 0;
        const mails = due.map((user) =>
          this.outbox.render(`breach:${id}:${user.userId}`, { email: user.email }, breachMail(breach, language(user.language), user.displayName ?? undefined, contact, grievanceUrl)),
        );
        await this.outbox.queueRendered(manager, mails);
        const now = new Date();
        await manager.update(BreachRecipient, { breachId: id, userId: In(due.map((user) => Number(user.userId))) }, { notifiedAt: now });
        await manager.update(DataBreach, { id, usersNotifiedAt: IsNull() }, { usersNotifiedAt: now });
        return due.length;
      });
      if (!sent) break;
      queued += sent;
    }
    return { queued, notifiedCount: await this.dataSource.manager.countBy(BreachRecipient, { breachId: id, notifiedAt: Not(IsNull()) }) };
  }

  /** Records when the Board was told: at once (INTIMATION), or the detailed report filed (REPORT). The first time stays. */
  async recordBoardStep(id: number, step: BoardStep): Promise<BreachDto> {
    const breach = await this.find(this.dataSource.manager, id);
    if (step === 'REPORT' && !(breach.cause && breach.remedialMeasures)) throw new ConflictException({ detail: breachRefusal('reportNeedsFacts') });
    const field = step === 'INTIMATION' ? 'boardIntimatedAt' : 'boardReportedAt';
    await this.dataSource.manager.update(DataBreach, { id, [field]: IsNull() }, { [field]: new Date() });
    return this.get(id);
  }

  private async listEveryAccount(id: number): Promise<void> {
    for (;;) {
      const listed = this.dataSource.manager.createQueryBuilder(BreachRecipient, 'recipient').select('recipient.userId').where('recipient.breachId = :id', { id });
      const users = await this.dataSource.manager
        .createQueryBuilder(User, 'user')
        .select('user.id', 'id')
        .where('user.deletedAt IS NULL')
        .andWhere(`user.id NOT IN (${listed.getQuery()})`)
        .setParameters(listed.getParameters())
        .limit(BATCH)
        .getRawMany<{ id: number }>();
      if (!users.length) return;
      // orIgnore: another admin's call may list the same accounts at the same moment.
      await this.dataSource.manager
        .createQueryBuilder()
        .insert()
        .into(BreachRecipient)
        .values(users.map((user) => ({ breachId: id, userId: Number(user.id), notifiedAt: null })))
        .orIgnore()
        .updateEntity(false)
        .execute();
    }
  }

  private times(discovered: string, occurred: string | null | undefined): { discoveredAt: Date; occurredAt: Date | null } {
    const discoveredAt = new Date(discovered);
    const occurredAt = occurred ? new Date(occurred) : null;
    if (discoveredAt.getTime() > Date.now()) throw new BadRequestException({ detail: breachRefusal('discoveredInFuture'), errors: { discoveredAt: breachRefusal('discoveredInFuture') } });
    if (occurredAt && occurredAt > discoveredAt) throw new BadRequestException({ detail: breachRefusal('occurredAfterDiscovered'), errors: { occurredAt: breachRefusal('occurredAfterDiscovered') } });
    return { discoveredAt, occurredAt };
  }

  private async find(manager: EntityManager, id: number): Promise<DataBreach> {
    const breach = await manager.findOneBy(DataBreach, { id });
    if (!breach) throw new NotFoundException({ detail: breachRefusal('notFound', { id: String(id) }) });
    return breach;
  }

  private async toDto(breach: DataBreach): Promise<BreachDto> {
    const [affectedCount, notifiedCount, settings] = await Promise.all([
      this.dataSource.manager.countBy(BreachRecipient, { breachId: breach.id }),
      this.dataSource.manager.countBy(BreachRecipient, { breachId: breach.id, notifiedAt: Not(IsNull()) }),
      this.siteSettings.get(),
    ]);
    const reportDueAt = new Date(breach.discoveredAt.getTime() + BOARD_REPORT_HOURS * 3600 * 1000);
    const { recordedBy: _recordedBy, ...fields } = breach;
    const dto = { ...fields, reportDueAt, reportOverdue: !breach.boardReportedAt && reportDueAt.getTime() < Date.now(), affectedCount, notifiedCount };
    return { ...dto, boardReport: boardReport(dto, settings.legalEntityName, settings.dataProtectionEmail ?? settings.grievanceOfficerEmail) };
  }
}

/** The facts rule 7(2) asks the Board for, in its order, as plain text to paste into the Board's form (times in India time). */
function boardReport(breach: Omit<BreachDto, 'boardReport'>, entity: string | null, contact: string | null): string {
  const at = (date: Date | null) => (date ? formatIndiaTime(date, 'en') : 'not yet');
  const pending = (text: string | null) => text ?? '(not yet written)';
  const who = breach.allUsers ? 'every account' : 'the accounts listed';
  return [
    `Personal data breach report${entity ? ` of ${entity}` : ''}`,
    `Became aware: ${at(breach.discoveredAt)}`,
    `Occurred: ${breach.occurredAt ? at(breach.occurredAt) : 'not known'}`,
    `Description (nature, extent, timing, location): ${breach.summary}`,
    `Personal data affected: ${breach.dataAffected}`,
    `People affected: ${breach.affectedCount} (${who})`,
    `Likely impact: ${breach.consequences}`,
    `Mitigation measures taken: ${breach.measuresTaken}`,
    `Facts, circumstances and reasons; findings on who or what caused it: ${pending(breach.cause)}`,
    `Remedial measures: ${pending(breach.remedialMeasures)}`,
    `Intimation to the people affected: ${breach.notifiedCount} of ${breach.affectedCount} mailed, first on ${at(breach.usersNotifiedAt)}`,
    `Board told at once: ${at(breach.boardIntimatedAt)}`,
    ...(contact ? [`Contact: ${contact}`] : []),
  ].join('\n');
}
