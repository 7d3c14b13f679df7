import { BadRequestException, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, IsNull, MoreThan } from 'typeorm';
import { AccountToken } from './account-token.entity';
import { TokenPurpose } from './token-purpose';
import { authRefusal } from './auth-refusals';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  [TokenPurpose.ResetPassword]: 3600_000,
  [TokenPurpose.VerifyEmail]: 7 * 86_400_000,
};

/** At most this many links of one kind are mailed to one account an hour, whatever the addresses asking. */
export const TOKENS_PER_HOUR = 3;

@Injectable()
export class AccountTokens {
  /** A new token for the link (only its hash is kept), or null when the account had enough of them this hour. */
  async issue(manager: EntityManager, userId: number, purpose: TokenPurpose): Promise<{ id: number; token: string } | null> {
    const recent = await manager.countBy(AccountToken, { user: { id: userId }, purpose, createdAt: MoreThan(new Date(Date.now() - 3600_000)) });
    if (recent >= TOKENS_PER_HOUR) return null;
    const token = randomBytes(32).toString('base64url');
    const saved = await manager.save(manager.create(AccountToken, { user: { id: userId }, purpose, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) }));
    return { id: saved.id, token };
  }

  /** The token's row; one that is unknown or expired is refused with 400. */
  async find(manager: EntityManager, token: string, purpose: TokenPurpose): Promise<AccountToken> {
    const found = token.length <= 100 ? await manager.findOneBy(AccountToken, { tokenHash: sha256(token), purpose }) : null;
    if (!found || found.expiresAt < new Date()) throw new BadRequestException({ detail: authRefusal('linkInvalid'), errors: { token: authRefusal('invalidOrExpired') } });
    return found;
  }

  /**
   * Spends a token inside the caller's transaction and answers its user's id; a spent one is refused
   * with 400. Conditional, so that two requests racing with one token spend it once.
   */
  async spend(manager: EntityManager, token: string, purpose: TokenPurpose): Promise<number> {
    const found = await this.find(manager, token, purpose);
    const spent = await manager.createQueryBuilder().update(AccountToken).set({ usedAt: new Date() }).where('id = :id AND usedAt IS NULL', { id: found.id }).execute();
    if (spent.affected !== 1) throw new BadRequestException({ detail: authRefusal('linkUsed'), errors: { token: authRefusal('alreadyUsed') } });
    return found.userId;
  }

  /** Forgets the account's tokens: all, or one purpose's unspent ones (a new password makes the other reset links useless). */
  async forget(manager: EntityManager, userId: number, purpose?: TokenPurpose): Promise<void> {
    await manager.delete(AccountToken, { user: { id: userId }, ...(purpose ? { purpose, usedAt: IsNull() } : {}) });
  }
}
