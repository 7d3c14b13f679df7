import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { containsPattern } from '../common/like';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { UserDto } from './dto/user.dto';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { BlacklistService } from '../blacklist/blacklist.service';
import { hashPassword } from './password';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from './user.entity';
import { Role } from '../common/auth/role';

export const USER_SORT_FIELDS = ['id', 'createdAt', 'email', 'fullName', 'role', 'blocked'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface NewAccount {
  fullName: string;
  email: string;
  password: string;
  role: Role;
}

/** Runs inside the transaction that blocks an account (ads/ takes the seller's live ads off the site). */
export type AccountBlockedListener = (userId: number, manager: EntityManager) => Promise<void>;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly transactions: TransactionRunner,
    private readonly blacklist: BlacklistService,
  ) {}

  private readonly blockedListeners: AccountBlockedListener[] = [];

  /**
   * Sign-up and the console's Register Admin: a seller unless an admin asks (then an admin); a
   * seller's e-mail domain must not be blacklisted.
   */
  async register(account: Omit<NewAccount, 'role'>, caller?: { role: Role }): Promise<User> {
    const role = caller?.role === Role.Admin ? Role.Admin : Role.User;
    if (role === Role.User) await this.blacklist.checkEmail(account.email);
    return this.createAccount({ ...account, role });
  }

  async createAccount(account: NewAccount): Promise<User> {
    const email = account.email.trim().toLowerCase();
    if (await this.users.existsBy({ email })) throw new ConflictException({ detail: 'An account with this e-mail already exists', errors: { email: 'already registered' } });
    const user = this.users.create({ email, fullName: account.fullName.trim(), role: account.role, passwordHash: await hashPassword(account.password) });
    return this.users.save(user);
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
    if (!user) throw new NotFoundException({ detail: `User ${id} not found` });
    return user;
  }

  hasAdmin(): Promise<boolean> {
    return this.users.existsBy({ role: Role.Admin });
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

  /** ads/ registers one at start (AdsService.onModuleInit); the blocking tests in admin-listings.e2e-spec.ts fail without it. */
  onBlocked(listener: AccountBlockedListener): void {
    this.blockedListeners.push(listener);
  }

  /**
   * Blocks or unblocks an account; a blocked user cannot log in, their tokens stop working and their
   * live ads leave the site. Nobody blocks themselves.
   */
  async setBlocked(id: number, blocked: boolean, actingUserId: number): Promise<UserDto> {
    if (id === actingUserId && blocked) throw new ConflictException({ detail: 'You cannot block your own account' });
    await this.getById(id);
    await this.transactions.run(async (manager) => {
      await manager.update(User, { id }, { blocked });
      if (blocked) for (const listener of this.blockedListeners) await listener(id, manager);
    });
    return toUserDto(await this.getById(id));
  }
}

export const toUserDto = ({ id, email, fullName, role, blocked, createdAt }: User): UserDto => ({ id, email, fullName, role, blocked, createdAt });
