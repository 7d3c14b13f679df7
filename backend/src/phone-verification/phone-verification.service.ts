import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager, MoreThan, QueryFailedError } from 'typeorm';
import { AdPhones } from '../ads';
import { isUniqueViolation } from '../common/db-errors';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { SmsOutbox } from '../sms/sms-outbox';
import { UsersService } from '../users/users.service';
import { CodeSentDto, VerifiedPhoneDto } from './dto/phone.dto';
import { adPhoneOf, e164OfAdPhone, parseMobile } from './phone-numbers';
import { PhoneCode } from './phone-code.entity';
import { phoneRefusal } from './phone-refusals';
import { VerifiedPhone } from './verified-phone.entity';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_TRIES = 5;
/** Codes sent to one number in a day, whoever asks: a new account or address does not reset it. */
export const CODES_PER_NUMBER_PER_DAY = 5;
/** Codes one account asks for in a day, to any numbers. */
export const CODES_PER_ACCOUNT_PER_DAY = 10;
const DAY_MS = 24 * 3600_000;
/** A verify that lost a race for the number (unique index, or a deadlock on MariaDB) is run again this often. */
const RACE_RETRIES = 3;

/** The text of the SMS: English only, as the one DLT content template (SMS_DLT_TEMPLATE_ID) approves it (docs/decisions/0041-sms-outbox.md). */
export const smsText = (code: string) => `${code} is your Bazaar code to verify this phone number. It expires in 10 minutes. Do not share it with anyone.`;

/**
 * Phone numbers proved by a 6-digit code sent by SMS (issue 42): codes kept as HMACs only, dead after 10 minutes or
 * 5 wrong tries, limited per number and per account (here, in the database) and per address (@RateLimit). A number is
 * proved by one account at a time; the "phone verified" badge of the owner's ads follows it (AdPhones).
 */
@Injectable()
export class PhoneVerificationService implements OnModuleInit {
  /** The time, replaceable by the tests (expiry without waiting). */
  clock: () => Date = () => new Date();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly sms: SmsOutbox,
    private readonly adPhones: AdPhones,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.adPhones.provedBy(async (manager, sellerId, phone) => (await manager.findOneBy(VerifiedPhone, { userId: sellerId, phone: e164OfAdPhone(phone) }))?.verifiedAt ?? null);
    // The account row stays (anonymised), so the foreign keys' cascade does not fire: its numbers and codes go here.
    this.users.onDeleted(async (user, manager) => {
      const numbers = [...(await manager.findBy(VerifiedPhone, { userId: user.id })), ...(await manager.findBy(PhoneCode, { userId: user.id }))].map(({ phone }) => phone);
      await manager.delete(VerifiedPhone, { userId: user.id });
      await manager.delete(PhoneCode, { userId: user.id });
      await this.sms.forget(manager, [...new Set(numbers)]);
    });
  }

  async list(userId: number): Promise<VerifiedPhoneDto[]> {
    const rows = await this.dataSource.getRepository(VerifiedPhone).find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map(({ phone, verifiedAt }) => ({ phone, verifiedAt }));
  }

  /** Sends a new code to the number (an earlier one stops working), within the limits. */
  async sendCode(userId: number, input: string): Promise<CodeSentDto> {
    const phone = this.parse(input);
    const now = this.clock();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    return this.transactions.run(async (manager) => {
      if (await manager.existsBy(VerifiedPhone, { userId, phone })) throw new ConflictException({ detail: phoneRefusal('alreadyVerified') });
      if ((await manager.countBy(PhoneCode, { phone, createdAt: MoreThan(dayAgo) })) >= CODES_PER_NUMBER_PER_DAY) {
        throw new TooManyRequestsException(await this.secondsUntilFree(manager, { phone }, dayAgo, now), phoneRefusal('tooManyForNumber'));
      }
      if ((await manager.countBy(PhoneCode, { userId, createdAt: MoreThan(dayAgo) })) >= CODES_PER_ACCOUNT_PER_DAY) {
        throw new TooManyRequestsException(await this.secondsUntilFree(manager, { userId }, dayAgo, now), phoneRefusal('tooManyForAccount'));
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
      const { identifiers } = await manager.insert(PhoneCode, { userId, phone, codeHash: this.hash(userId, phone, code), expiresAt, createdAt: now });
      await this.sms.queue(manager, `phone-code:${identifiers[0].id}`, phone, smsText(code));
      return { phone, expiresAt };
    });
  }

  /** Proves the number by its latest code: the caller's from now on, taken from any account that had it. */
  async verify(userId: number, input: string, code: string): Promise<VerifiedPhoneDto> {
    const phone = this.parse(input);
    const now = this.clock();
    const repository = this.dataSource.getRepository(PhoneCode);
    const latest = await repository.findOne({ where: { userId, phone }, order: { id: 'DESC' } });
    if (!latest || latest.usedAt) throw new BadRequestException({ detail: phoneRefusal('noCode') });
    if (latest.expiresAt <= now) throw new HttpException({ detail: phoneRefusal('expired') }, HttpStatus.GONE);
    // A try is counted before the code is compared, in one conditional UPDATE: tries fired together cannot pass five.
    const counted = await repository
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max AND usedAt IS NULL', { id: latest.id, max: MAX_TRIES })
      .execute();
    if (!counted.affected) throw new HttpException({ detail: phoneRefusal('dead') }, HttpStatus.GONE);
    if (!this.matches(latest.codeHash, this.hash(userId, phone, code))) {
      const left = MAX_TRIES - latest.attempts - 1;
      throw left > 0 ? new BadRequestException({ detail: phoneRefusal('wrongCode', { left: String(left) }) }) : new HttpException({ detail: phoneRefusal('dead') }, HttpStatus.GONE);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.transactions.run((manager) => this.takeNumber(manager, userId, phone, latest.id, now));
      } catch (error) {
        if (attempt >= RACE_RETRIES || !(isUniqueViolation(error) || isDeadlock(error))) throw error;
      }
    }
  }

  /** Removes a verified number from the caller's account: their ads with it lose the badge (and show no phone). */
  async remove(userId: number, input: string): Promise<void> {
    const phone = this.parse(input);
    await this.transactions.run(async (manager) => {
      const { affected } = await manager.delete(VerifiedPhone, { userId, phone });
      if (!affected) throw new NotFoundException({ detail: phoneRefusal('unknownNumber') });
      await this.setBadge(manager, userId, phone, null);
    });
  }

  private async takeNumber(manager: EntityManager, userId: number, phone: string, codeId: number, now: Date): Promise<VerifiedPhoneDto> {
    // The code is spent once: a second verify with it, even fired together, finds it used.
    const spent = await manager.createQueryBuilder().update(PhoneCode).set({ usedAt: now }).where('id = :id AND usedAt IS NULL', { id: codeId }).execute();
    if (!spent.affected) throw new BadRequestException({ detail: phoneRefusal('noCode') });
    const holder = await manager.findOneBy(VerifiedPhone, { phone });
    if (holder && holder.userId !== userId) {
      await manager.delete(VerifiedPhone, { id: holder.id });
      await this.setBadge(manager, holder.userId, phone, null);
    }
    if (holder?.userId === userId) await manager.update(VerifiedPhone, { id: holder.id }, { verifiedAt: now });
    else await manager.insert(VerifiedPhone, { userId, phone, verifiedAt: now });
    await this.setBadge(manager, userId, phone, now);
    return { phone, verifiedAt: now };
  }

  private async setBadge(manager: EntityManager, userId: number, phone: string, at: Date | null): Promise<void> {
    const adPhone = adPhoneOf(phone);
    if (adPhone) await this.adPhones.set(manager, userId, adPhone, at);
  }

  private parse(input: string): string {
    const parsed = parseMobile(input);
    if ('refusal' in parsed) throw new BadRequestException({ detail: phoneRefusal(parsed.refusal), errors: { phone: phoneRefusal(parsed.refusal) } });
    return parsed.e164;
  }

  /** When the oldest code of the window leaves it. */
  private async secondsUntilFree(manager: EntityManager, where: { phone: string } | { userId: number }, dayAgo: Date, now: Date): Promise<number> {
    const oldest = await manager.findOne(PhoneCode, { where: { ...where, createdAt: MoreThan(dayAgo) }, order: { createdAt: 'ASC' } });
    return Math.max(1, Math.ceil(((oldest?.createdAt.getTime() ?? now.getTime()) + DAY_MS - now.getTime()) / 1000));
  }

  private hash(userId: number, phone: string, code: string): string {
    return createHmac('sha256', this.config.sms.codeKey).update(`${userId}:${phone}:${code}`).digest('hex');
  }

  private matches(stored: string, given: string): boolean {
    return stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));
  }
}

const isDeadlock = (error: unknown) => error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === 'ER_LOCK_DEADLOCK';
