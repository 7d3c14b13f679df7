import { BadRequestException, ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { containsPattern } from '../common/like';
import { isUniqueViolation } from '../common/db-errors';
import { MailTopic } from '../mail/unsubscribe-links';
import { Outbox } from '../mail/outbox';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { UserDto } from './dto/user.dto';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { displayNameKey } from '../common/display-name-key';
import { looksLikeStaff, suggestDisplayName } from './display-name';
import { BlacklistService } from '../blacklist/blacklist.service';
import { hashPassword } from './password';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from './user.entity';
import { userRefusal } from './user-refusals';
import { Role } from '../common/auth/role';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { ConsentPurpose, ConsentSource } from './consent-purpose';
import { type ConsentChange, Consents } from './consents';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice';
import { sentFields } from '../common/sent-fields';

/** An admin who can sign in. */
const ACTIVE_ADMIN = { role: Role.Admin, blocked: false, deletedAt: IsNull() };

export const USER_SORT_FIELDS = ['id', 'createdAt', 'email', 'fullName', 'role', 'blocked'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface NewAccount {
  fullName: string;
  email: string;
  /** From hashPassword(), computed before any transaction: hashing is slow on purpose, and SQLite has one writer. */
  passwordHash: string;
  role: Role;
  /** Only for accounts the app makes itself (the first admin, the demo seller); sign-ups prove it by mail. */
  emailVerified?: boolean;
  mustChangePassword?: boolean;
  /** The language of the account's mails; English unless the sign-up asked for another. */
  language?: Language;
  /**
   * A public sign-up's answers to the optional purposes, each asked separately and unticked: recorded, with the
   * notice the sign-up accepted. Accounts the app makes itself agree to nothing optional.
   */
  signUp?: OptionalChoices;
}

/** The optional purposes a user switches (docs/decisions/0038-consent.md); saved-search alerts are per search. */
export interface OptionalChoices {
  notifyAds: boolean;
  notifyMessages: boolean;
}

/** Each optional mail setting and the purpose it is. */
const OPTIONAL: Record<keyof OptionalChoices, ConsentPurpose> = { notifyAds: ConsentPurpose.AdMails, notifyMessages: ConsentPurpose.MessageMails };

/** The consent records for the settings that `next` changes from `before`. */
const consentChanges = (before: OptionalChoices, next: Partial<OptionalChoices>): ConsentChange[] =>
  (Object.keys(OPTIONAL) as (keyof OptionalChoices)[]).filter((key) => next[key] !== undefined && next[key] !== before[key]).map((key) => ({ purpose: OPTIONAL[key], granted: next[key]! }));

export type ProfileChanges = Partial<Pick<User, 'fullName' | 'phone' | 'publicPage' | 'notifyPayments' | 'notifyAds' | 'notifyMessages' | 'language'>> & { displayName?: string };

const TOPIC_COLUMNS: Record<MailTopic, 'notifyPayments' | 'notifyAds' | 'notifyMessages'> = {
  [MailTopic.Payments]: 'notifyPayments',
  [MailTopic.Ads]: 'notifyAds',
  [MailTopic.Messages]: 'notifyMessages',
};

/**
 * Runs inside the transaction that deletes an account, with the account as it was; may answer work
 * to do once it has committed (removing files).
 */
export type AccountDeletedListener = (user: User, manager: EntityManager) => Promise<(() => Promise<void>) | void>;

/** Runs inside the transaction that blocks an account (ads/ takes the seller's live ads off the site). */
export type AccountBlockedListener = (userId: number, manager: EntityManager) => Promise<void>;

@Injectable()
export class UsersService implements OnModuleInit {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly transactions: TransactionRunner,
    private readonly blacklist: BlacklistService,
    private readonly consents: Consents,
    private readonly outbox: Outbox,
  ) {}

  private readonly blockedListeners: AccountBlockedListener[] = [];
  private readonly deletedListeners: AccountDeletedListener[] = [];

  /**
   * An admin making another admin: POST /api/admins with an admin's token and the console's users resource both call
   * this, and both routes are @Audited. The new admin must replace the password its creator chose at first sign-in.
   */
  async createAdmin(account: { fullName: string; email: string; password: string }): Promise<User> {
    return this.createAccount({ fullName: account.fullName, email: account.email, passwordHash: await hashPassword(account.password), role: Role.Admin, mustChangePassword: true });
  }

  /** Creates the account (in the caller's transaction, if given) with a free display name suggested from the full name. */
  async createAccount(account: NewAccount, manager: EntityManager = this.users.manager): Promise<User> {
    const email = account.email.trim().toLowerCase();
    if (await manager.existsBy(User, { email })) throw new ConflictException({ detail: userRefusal('emailTaken'), errors: { email: userRefusal('alreadyRegistered') } });
    const fullName = account.fullName.trim();
    const displayName = await this.freeDisplayName(manager, fullName);
    const user = manager.create(User, {
      email,
      fullName,
      displayName,
      displayNameKey: displayNameKey(displayName),
      role: account.role,
      emailVerified: account.emailVerified ?? false,
      mustChangePassword: account.mustChangePassword ?? false,
      language: account.language ?? DEFAULT_LANGUAGE,
      passwordHash: account.passwordHash,
      // Written, not left to the columns' defaults (older accounts'): optional purposes are off until agreed to.
      notifyAds: account.signUp?.notifyAds ?? false,
      notifyMessages: account.signUp?.notifyMessages ?? false,
      noticeVersion: account.signUp ? PRIVACY_NOTICE_VERSION : null,
    });
    const saved = await manager.save(user);
    if (account.signUp) {
      const { notifyAds, notifyMessages } = account.signUp;
      await this.consents.record(manager, saved.id, ConsentSource.SignUp, [
        { purpose: ConsentPurpose.Notice, granted: true },
        { purpose: ConsentPurpose.AdMails, granted: notifyAds },
        { purpose: ConsentPurpose.MessageMails, granted: notifyMessages },
      ]);
    }
    return saved;
  }

  /** A suggested display name nobody has (four random digits: a second try is rare). */
  private async freeDisplayName(manager: EntityManager, fullName: string): Promise<string> {
    for (;;) {
      const name = suggestDisplayName(fullName);
      if (!(await manager.existsBy(User, { displayNameKey: displayNameKey(name) }))) return name;
    }
  }

  /** Gives accounts made before display names existed one (once, at start). */
  async onModuleInit(): Promise<void> {
    for (;;) {
      const unnamed = await this.users.find({ where: { displayName: IsNull() }, take: 500 });
      if (!unnamed.length) return;
      for (const user of unnamed) {
        const displayName = await this.freeDisplayName(this.users.manager, user.fullName);
        await this.users.update({ id: user.id }, { displayName, displayNameKey: displayNameKey(displayName) });
      }
    }
  }

  /**
   * Changes what the owner may change of their account. A display name someone has, or one that looks like it (the same
   * TR39 skeleton), is 409; one that could pass for the staff's is 400 unless the owner is an admin.
   */
  async updateProfile(id: number, changes: ProfileChanges): Promise<User> {
    const { displayName, ...rest } = changes;
    if (displayName !== undefined) {
      await this.blacklist.checkText('displayName', displayName);
      if ((await this.getById(id)).role !== Role.Admin && looksLikeStaff(displayName)) {
        throw new BadRequestException({ detail: userRefusal('displayNameOfStaff'), errors: { displayName: userRefusal('displayNameOfStaff') } });
      }
    }
    const named = displayName === undefined ? {} : { displayName, displayNameKey: displayNameKey(displayName) };
    const values = sentFields({ ...rest, ...named });
    if (!Object.keys(values).length) return this.getById(id);
    try {
      await this.transactions.run(async (manager) => {
        const before = await this.lockUser(manager, id);
        await manager.update(User, { id }, values);
        await this.consents.record(manager, id, ConsentSource.Profile, consentChanges(before, rest));
        await this.dropTurnedOff(manager, before, rest);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ detail: userRefusal('displayNameTaken'), errors: { displayName: userRefusal('taken') } });
      throw error;
    }
    return this.getById(id);
  }

  /** Turns one kind of non-essential mail off (the one-click link in such mails); withdrawing an optional purpose is recorded. */
  async unsubscribe(id: number, topic: MailTopic): Promise<void> {
    const column = TOPIC_COLUMNS[topic];
    await this.transactions.run(async (manager) => {
      const before = await this.lockUser(manager, id);
      if (!before[column]) return; // followed twice, or the account is gone: nothing changes
      await manager.update(User, { id }, { [column]: false });
      await this.outbox.dropUnsent(manager, id, topic);
      if (column in OPTIONAL) await this.consents.record(manager, id, ConsentSource.MailLink, consentChanges(before, { [column as keyof OptionalChoices]: false }));
    });
  }

  /**
   * The changed privacy notice, shown once to a signed-in user, acknowledged: its version is recorded, with any
   * optional choice the dialog changed.
   */
  async acknowledgeNotice(id: number, choices: Partial<OptionalChoices>): Promise<User> {
    await this.transactions.run(async (manager) => {
      const before = await this.lockUser(manager, id);
      const values = sentFields(choices);
      await manager.update(User, { id }, { ...values, noticeVersion: PRIVACY_NOTICE_VERSION });
      await this.consents.record(manager, id, ConsentSource.Notice, [{ purpose: ConsentPurpose.Notice, granted: true }, ...consentChanges(before, choices)]);
      await this.dropTurnedOff(manager, before, choices);
    });
    return this.getById(id);
  }

  /** The queued mails of each setting just turned off stay unsent. */
  private async dropTurnedOff(manager: EntityManager, before: User, next: Partial<Record<(typeof TOPIC_COLUMNS)[MailTopic], boolean>>): Promise<void> {
    for (const topic of Object.values(MailTopic)) if (before[TOPIC_COLUMNS[topic]] && next[TOPIC_COLUMNS[topic]] === false) await this.outbox.dropUnsent(manager, before.id, topic);
  }

  /** The account's row, locked (MySQL) so two changes at once record each change once. */
  private async lockUser(manager: EntityManager, id: number): Promise<User> {
    const user = await this.transactions.lockForUpdate(manager.createQueryBuilder(User, 'user').where('user.id = :id', { id })).getOne();
    if (!user) throw new NotFoundException({ detail: userRefusal('userNotFound', { id: String(id) }) });
    return user;
  }

  findByEmail(email: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOneBy(User, { email: email.trim().toLowerCase(), deletedAt: IsNull() });
  }

  /** A seller's e-mail domain must not be blacklisted (disposable mail services). */
  checkSignUpAllowed(email: string): Promise<void> {
    return this.blacklist.checkEmail(email);
  }

  /** Sets a password hashed by hashPassword() before the caller's transaction (hashing is slow on purpose; SQLite has one writer). */
  async setPasswordHash(manager: EntityManager, userId: number, passwordHash: string): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash, mustChangePassword: false });
  }

  async markEmailVerified(manager: EntityManager, userId: number): Promise<void> {
    await this.setEmailVerified(manager, userId, true);
  }

  /** The console's Verified Email switch sets it either way. */
  async setEmailVerified(manager: EntityManager, userId: number, verified: boolean): Promise<void> {
    await manager.update(User, { id: userId }, { emailVerified: verified });
  }

  /** The user with the password hash, for checking a password. */
  findWithPasswordById(id: number): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.id = :id', { id }).getOne();
  }

  /** The user with the password hash, for checking a login. */
  findWithPasswordByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.email = :email', { email: email.trim().toLowerCase() }).getOne();
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException({ detail: userRefusal('userNotFound', { id: String(id) }) });
    return user;
  }

  /** Whether an admin can sign in: deleted and blocked admins do not count (the first start makes one when none can). */
  hasAdmin(): Promise<boolean> {
    return this.users.existsBy(ACTIVE_ADMIN);
  }

  /**
   * Refuses (409) to delete or block the last admin who can sign in. The active admins' rows are locked first (MySQL;
   * SQLite runs one transaction at a time), so two admins removing each other at once are served one after the
   * other, and the second finds the first's change.
   */
  private async keepAnAdmin(manager: EntityManager, id: number): Promise<void> {
    const query = manager.createQueryBuilder(User, 'user').select('user.id').where(ACTIVE_ADMIN).orderBy('user.id');
    const admins = await this.transactions.lockForUpdate(query).getMany();
    if (admins.length <= 1 && admins.some((admin) => admin.id === id)) throw new ConflictException({ detail: userRefusal('lastAdmin') });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /** Accounts by role, and how many are blocked, for the admin dashboard. */
  async countsByKind(): Promise<{ sellers: number; admins: number; blocked: number }> {
    const [sellers, admins, blocked] = await Promise.all([this.users.countBy({ role: Role.User }), this.users.countBy({ role: Role.Admin }), this.users.countBy({ blocked: true })]);
    return { sellers, admins, blocked };
  }

  async list(options: ListOptions<UserSortField>, filter: { q?: string; role?: Role; blocked?: boolean } = {}): Promise<{ items: UserDto[]; total: number }> {
    const q = this.users.createQueryBuilder('user');
    if (filter.q) q.andWhere("(user.email LIKE :like ESCAPE '!' OR LOWER(user.fullName) LIKE :like ESCAPE '!')", { like: containsPattern(filter.q) });
    if (filter.role) q.andWhere('user.role = :role', { role: filter.role });
    if (filter.blocked !== undefined) q.andWhere('user.blocked = :blocked', { blocked: filter.blocked });
    const [rows, total] = await applyIdsAndOrder(q, 'user', options, 'createdAt').skip(options.skip).take(options.take).getManyAndCount();
    return { items: rows.map(toUserDto), total };
  }

  async latest(count: number): Promise<UserDto[]> {
    return (await this.users.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: count })).map(toUserDto);
  }

  /** ads/ registers one at start (AccountAds.onModuleInit); the blocking tests in admin-listings.e2e-spec.ts fail without it. */
  onBlocked(listener: AccountBlockedListener): void {
    this.blockedListeners.push(listener);
  }

  /** ads/ and auth/ register theirs at start: the seller's ads and photos, sessions, tokens and queued mail go. */
  onDeleted(listener: AccountDeletedListener): void {
    this.deletedListeners.push(listener);
  }

  /**
   * Deletes an account at its owner's request: personal data is erased and the row kept, anonymised,
   * because the ledger and payments refer to it (accounting). The e-mail is free to sign up again.
   */
  async deleteAccount(id: number): Promise<void> {
    const user = await this.getById(id);
    const afterCommit = await this.transactions.run(async (manager) => {
      await this.keepAnAdmin(manager, id);
      const work: (() => Promise<void>)[] = [];
      for (const listener of this.deletedListeners) {
        const next = await listener(user, manager);
        if (next) work.push(next);
      }
      await manager.update(
        User,
        { id },
        {
          email: `deleted-${id}@deleted.invalid`,
          fullName: 'Deleted account',
          displayName: null,
          displayNameKey: null,
          phone: null,
          passwordHash: '!', // no password matches it
          notifyPayments: false,
          notifyAds: false,
          notifyMessages: false,
          deletedAt: new Date(),
        },
      );
      return work;
    });
    for (const work of afterCommit) await work();
  }

  /**
   * Blocks or unblocks an account; a blocked user cannot log in, their tokens stop working and their
   * live ads leave the site. Nobody blocks themselves, nor the last active admin.
   */
  async setBlocked(id: number, blocked: boolean, actingUserId: number): Promise<UserDto> {
    if (id === actingUserId && blocked) throw new ConflictException({ detail: userRefusal('cannotBlockYourself') });
    await this.getById(id);
    await this.transactions.run(async (manager) => {
      if (blocked) await this.keepAnAdmin(manager, id);
      await manager.update(User, { id }, { blocked });
      if (blocked) for (const listener of this.blockedListeners) await listener(id, manager);
    });
    return toUserDto(await this.getById(id));
  }
}

export const toUserDto = ({ id, email, fullName, role, blocked, createdAt }: User): UserDto => ({ id, email, fullName, role, blocked, createdAt });
