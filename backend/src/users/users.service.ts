import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { hashPassword } from './password';
import { Role, User } from './user.entity';

export interface NewAccount {
  fullName: string;
  email: string;
  password: string;
  role: Role;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

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
}
