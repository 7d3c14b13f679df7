import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, LessThan, Repository } from 'typeorm';
import { User } from '../users/user.entity';
import { Session } from './session.entity';

/** How long a sign-in lasts; the token expires with it. */
export const SESSION_DAYS = 7;

@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  start(userId: number): Promise<Session> {
    return this.sessions.save(this.sessions.create({ user: { id: userId }, expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000) }));
  }

  /** The user of a session that has not ended, if they may still use the site (one query on every request). */
  activeUser(sessionId: number, userId: number): Promise<User | null> {
    return this.sessions.manager
      .createQueryBuilder(User, 'user')
      .innerJoin(Session, 'session', 'session.userId = user.id')
      .where('session.id = :sessionId AND user.id = :userId', { sessionId, userId })
      .andWhere('session.endedAt IS NULL AND session.expiresAt > :now', { now: new Date() })
      .andWhere('user.blocked = :blocked AND user.deletedAt IS NULL', { blocked: false })
      .getOne();
  }

  async end(sessionId: number): Promise<void> {
    await this.sessions.update({ id: sessionId, endedAt: IsNull() }, { endedAt: new Date() });
  }

  /** Ends every session of the user but `keep` (the caller's own, after a change of password). */
  async endAll(userId: number, manager: EntityManager = this.sessions.manager, keep?: number): Promise<void> {
    const query = manager.createQueryBuilder().update(Session).set({ endedAt: new Date() }).where('userId = :userId AND endedAt IS NULL', { userId });
    if (keep !== undefined) query.andWhere('id <> :keep', { keep });
    await query.execute();
  }

  /** Forgets sessions that ended or expired over a day ago. */
  async purge(): Promise<void> {
    const dayAgo = new Date(Date.now() - 86_400_000);
    await this.sessions.delete({ expiresAt: LessThan(dayAgo) });
    await this.sessions.delete({ endedAt: LessThan(dayAgo) });
  }
}
