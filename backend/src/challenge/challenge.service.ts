import { BadRequestException, ForbiddenException, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { LessThan, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { ChallengeDto } from './dto/challenge.dto';
import { challengeRefusal } from './challenge-refusals';
import { SpentChallenge } from './spent-challenge.entity';

/** The request header that carries a solved challenge: base64 of altcha's JSON payload. */
export const CHALLENGE_HEADER = 'X-Challenge';
/** Long enough to fill a slow form; a solution found later is refused (the client solves a new one). */
export const CHALLENGE_TTL_SECONDS = 600;
/** A real payload is about 340 characters; anything much longer is refused before it is decoded. */
const MAX_HEADER_LENGTH = 1024;
const SWEEP_MS = 10 * 60_000;

interface Payload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

const HEX64 = /^[0-9a-f]{64}$/;
/** Our salts only: 24 hex digits, then the expiry (extractParams would read other parameters too). */
const SALT = /^[0-9a-f]{24}\?expires=(\d{10})&$/;

const malformed = () => new BadRequestException({ detail: challengeRefusal('malformed', { header: CHALLENGE_HEADER }) });

/** The header as altcha's payload, or undefined for anything else; never throws. */
function parse(header: string): Payload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const p = value as Partial<Payload> | null;
  if (typeof p !== 'object' || p === null || p.algorithm !== 'SHA-256') return undefined;
  if (typeof p.challenge !== 'string' || !HEX64.test(p.challenge) || typeof p.signature !== 'string' || !HEX64.test(p.signature)) return undefined;
  if (typeof p.salt !== 'string' || !SALT.test(p.salt) || !Number.isSafeInteger(p.number) || (p.number as number) < 0) return undefined;
  return { algorithm: p.algorithm, challenge: p.challenge, number: p.number as number, salt: p.salt, signature: p.signature };
}

/**
 * Self-hosted proof of work (ALTCHA v1, altcha-lib; no outside service): a visitor's browser spends about
 * a second finding a number before it may sign up, ask for a password reset, report an ad or reveal a
 * phone number, and a script pays the same for every call. A solution passes once, on every instance:
 * its signature is kept in spent_challenges until the challenge has expired anyway.
 * See docs/decisions/0016-proof-of-work-challenge.md.
 */
@Injectable()
export class ChallengeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ChallengeService');
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(SpentChallenge) private readonly spent: Repository<SpentChallenge>,
    private readonly transactions: TransactionRunner,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async create(): Promise<ChallengeDto> {
    const { algorithm, challenge, maxnumber, salt, signature } = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.config.challenge.hmacKey,
      maxNumber: this.config.challenge.maxNumber,
      expires: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
    return { algorithm: algorithm as 'SHA-256', challenge, maxnumber: maxnumber!, salt, signature };
  }

  /** Accepts a solved challenge once, else throws: 400 when the header is missing or malformed, 403 when the solution is wrong, expired or spent. */
  async spend(header: string | undefined): Promise<void> {
    if (!header) throw new BadRequestException({ detail: challengeRefusal('missing', { header: CHALLENGE_HEADER }) });
    if (header.length > MAX_HEADER_LENGTH) throw malformed();
    const payload = parse(header);
    if (!payload) throw malformed();
    const expiresAt = new Date(Number(extractParams(payload).expires) * 1000);
    if (expiresAt.getTime() <= Date.now()) throw new ForbiddenException({ detail: challengeRefusal('expired') });
    if (!(await verifySolution(payload, this.config.challenge.hmacKey))) throw new ForbiddenException({ detail: challengeRefusal('notSolved') });
    try {
      // In a transaction so that on SQLite it is not swept into (and rolled back with) another request's.
      await this.transactions.run((manager) => manager.insert(SpentChallenge, { signature: payload.signature, expiresAt }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ForbiddenException({ detail: challengeRefusal('alreadyUsed') });
      throw error;
    }
  }

  /** Deletes the rows of challenges that have expired (they are refused for that anyway); answers how many. */
  async sweep(): Promise<number> {
    try {
      return (await this.spent.delete({ expiresAt: LessThan(new Date()) })).affected ?? 0;
    } catch (error) {
      this.logger.error(`Deleting spent challenges failed: ${(error as Error).message}`);
      return 0;
    }
  }
}
