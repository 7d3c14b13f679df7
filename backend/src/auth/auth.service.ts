import { ConflictException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { EntityManager } from 'typeorm';
import { Role } from '../common/auth/role';
import { type Language } from '../common/language';
import { isUniqueViolation } from '../common/db-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { Outbox } from '../mail/outbox';
import { AccountDto, CreateAccountDto, SignUpResultDto } from '../users/dto/account.dto';
import { hashPassword, verifyPassword } from '../users/password';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { accountMails } from './account-mails';
import { TokenPurpose } from './token-purpose';
import { AccountTokens } from './account-tokens.service';
import { authRefusal } from './auth-refusals';
import { LoginDto, LoginResponseDto } from './dto/account.dto';
import { LoginThrottle } from './login-throttle';
import { SessionsService } from './sessions.service';

/** The answer to every public sign-up, whether or not the e-mail already had an account (no enumeration). */
const signUpAnswer = (email: string): SignUpResultDto => ({
  email,
  detail: `We have sent a message to ${email}. Follow its link to confirm your e-mail; you can sign in meanwhile.`,
});

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
    private readonly tokens: AccountTokens,
    private readonly outbox: Outbox,
    private readonly transactions: TransactionRunner,
  ) {
    // A blocked account is signed out everywhere, in the transaction that blocks it.
    users.onBlocked((userId, manager) => this.sessions.endAll(userId, manager));
    // A deleted account: no session, no link and no queued mail of it is left.
    users.onDeleted(async (user, manager) => {
      await this.sessions.endAll(user.id, manager);
      await this.tokens.forget(manager, user.id);
      await this.outbox.forget(manager, user.email);
    });
  }

  async login({ email, password }: LoginDto): Promise<LoginResponseDto> {
    await this.throttle.attempt(email);
    const user = await this.users.findWithPasswordByEmail(email);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid || user.deletedAt) throw new UnauthorizedException({ detail: authRefusal('wrongLogin') });
    await this.throttle.succeeded(email);
    if (user.blocked) throw new ForbiddenException({ detail: authRefusal('blocked') });
    return { token: await this.signIn(user.id), email: user.email, fullName: user.fullName, role: user.role, emailVerified: user.emailVerified, mustChangePassword: user.mustChangePassword };
  }

  /** A new session and its token. */
  private async signIn(userId: number): Promise<string> {
    const session = await this.sessions.start(userId);
    return this.jwt.signAsync({ sub: userId, sid: session.id });
  }

  logout(user: { id: number; sessionId: number }, all: boolean): Promise<void> {
    return all ? this.sessions.endAll(user.id) : this.sessions.end(user.sessionId);
  }

  /**
   * An admin's request makes an admin (409 when the e-mail is taken). A public sign-up makes a seller
   * and mails a verification link, in one transaction; when the e-mail is taken it mails the owner
   * instead, and the answer is the same either way. `language` is the new seller's (their mails'); the
   * owner of a taken e-mail is written to in their own.
   */
  async register(account: CreateAccountDto, caller?: { role: Role }, language?: Language): Promise<AccountDto | SignUpResultDto> {
    if (caller?.role === Role.Admin) return toAccount(await this.users.createAdmin(account));
    await this.users.checkSignUpAllowed(account.email);
    // Hashed whether or not the e-mail has an account, so timing does not tell either; outside the transaction.
    const passwordHash = await hashPassword(account.password);
    await this.transactions.run(async (manager) => {
      const existing = await this.users.findByEmail(account.email, manager);
      if (existing) {
        const hour = Math.floor(Date.now() / 3600_000);
        await this.outbox.queue(
          manager,
          `sign-up-attempt:${existing.id}:${hour}`,
          existing,
          accountMails.signUpAttempt(existing.language, existing.displayName ?? '', this.outbox.link('/forgot-password')),
        );
        return;
      }
      const signUp = { notifyAds: account.notifyAds ?? false, notifyMessages: account.notifyMessages ?? false };
      const user = await this.users.createAccount({ fullName: account.fullName, email: account.email, passwordHash, role: Role.User, language, signUp }, manager).catch((error: unknown) => {
        // A sign-up racing another for the same e-mail: the other made the account; answer as for a taken e-mail.
        if (error instanceof ConflictException || isUniqueViolation(error)) return null;
        throw error;
      });
      if (user) await this.mailVerification(manager, user);
    });
    return signUpAnswer(account.email);
  }

  async resendVerification(userId: number): Promise<void> {
    const user = await this.users.getById(userId);
    if (user.emailVerified) throw new ConflictException({ detail: authRefusal('alreadyVerified') });
    const sent = await this.transactions.run((manager) => this.mailVerification(manager, user));
    if (!sent) throw new ConflictException({ detail: authRefusal('tooManyLinks') });
  }

  private async mailVerification(manager: EntityManager, user: User): Promise<boolean> {
    const issued = await this.tokens.issue(manager, user.id, TokenPurpose.VerifyEmail);
    if (!issued) return false;
    await this.outbox.queue(manager, `verify-email:${issued.id}`, user, accountMails.verifyEmail(user.language, user.displayName ?? '', this.outbox.link(`/verify-email?token=${issued.token}`)));
    return true;
  }

  /** Marks the e-mail verified; a link used again after that still answers as done. */
  async verifyEmail(token: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const found = await this.tokens.find(manager, token, TokenPurpose.VerifyEmail);
      if (found.usedAt && (await this.users.getById(found.userId)).emailVerified) return;
      await this.users.markEmailVerified(manager, await this.tokens.spend(manager, token, TokenPurpose.VerifyEmail));
    });
  }

  /** Mails a reset link if the e-mail has an account; says nothing either way (the controller answers 202). */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.blocked) return;
    await this.transactions.run(async (manager) => {
      const issued = await this.tokens.issue(manager, user.id, TokenPurpose.ResetPassword);
      if (issued)
        await this.outbox.queue(
          manager,
          `reset-password:${issued.id}`,
          user,
          accountMails.resetPassword(user.language, user.displayName ?? '', this.outbox.link(`/reset-password?token=${issued.token}`)),
        );
    });
  }

  /**
   * Spends the token, sets the password, forgets the account's other reset links and ends every
   * session; the mailbox is proven, so the e-mail counts as verified.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.transactions.run(async (manager) => {
      const userId = await this.tokens.spend(manager, token, TokenPurpose.ResetPassword);
      await this.tokens.forget(manager, userId, TokenPurpose.ResetPassword);
      await this.users.setPasswordHash(manager, userId, passwordHash);
      await this.users.markEmailVerified(manager, userId);
      await this.sessions.endAll(userId, manager);
    });
  }

  /** Checks the current password, sets the new one, forgets pending reset links and ends every other session. */
  async changePassword(caller: { id: number; sessionId: number }, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.users.findWithPasswordById(caller.id);
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
      throw new ForbiddenException({ detail: authRefusal('currentPasswordWrong'), errors: { currentPassword: authRefusal('wrongPassword') } });
    const passwordHash = await hashPassword(newPassword);
    await this.transactions.run(async (manager) => {
      await this.users.setPasswordHash(manager, user.id, passwordHash);
      await this.tokens.forget(manager, user.id, TokenPurpose.ResetPassword);
      await this.sessions.endAll(user.id, manager, caller.sessionId);
      await this.outbox.queue(manager, `password-changed:${user.id}:${Date.now()}`, user, accountMails.passwordChanged(user.language, user.displayName ?? '', this.outbox.link('/forgot-password')));
    });
  }
}

export const toAccount = (user: User): AccountDto => ({ id: user.id, email: user.email, fullName: user.fullName, role: user.role, createdAt: user.createdAt });
