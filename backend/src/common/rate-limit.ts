import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from './auth/auth.decorators';
import { Role } from './auth/role';
import { addressKey } from './client-address';
import { RateLimitWindows } from './rate-limit-windows';
import { SharedRedis } from './redis/shared-redis';
import { TooManyRequestsException } from './too-many-requests.exception';

const RATE_LIMIT = 'rateLimit';

export interface Limit {
  limit: number;
  seconds: number;
}

/**
 * Limits an abuse-prone route to `limit` calls per `seconds`, per account when logged in, else per
 * client address (IPv6 by /64, see client-address.ts). Never per anything else the request says
 * (an e-mail in the body): a new value would get a fresh budget, and a key made of it would keep
 * whatever a stranger sent. Reads without it are never throttled: many Indian mobile users share
 * one carrier-grade NAT address, and browsing must never be slowed for them; writes without it get
 * DEFAULT_WRITE_LIMIT. `perAddress` adds a looser ceiling per address for signed-in routes, whatever
 * the account (many accounts, one address).
 */
export const RateLimit = (limit: number, seconds: number, perAddress?: Limit) =>
  applyDecorators(SetMetadata(RATE_LIMIT, { limit, seconds, perAddress }), ApiTooManyRequestsResponse({ description: `More than ${limit} calls in ${seconds} s` }));

interface Rule extends Limit {
  perAddress?: Limit;
}

/**
 * Any write (POST, PUT, PATCH, DELETE) without a @RateLimit of its own, per route: far above what a person
 * clicks, so that no one account or address can keep the server busy with calls that cost it work.
 */
export const DEFAULT_WRITE_LIMIT: Rule = { limit: 120, seconds: 60 };
/** The same for admins, whose console deletes a selection with one call per record. */
export const DEFAULT_ADMIN_WRITE_LIMIT: Rule = { limit: 1200, seconds: 60 };
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Fixed-window counters (RateLimitWindows): in Redis when REDIS_URL is set, so that the limits hold
 * across instances, else in memory. (@nestjs/throttler was tried: it is CommonJS requiring the
 * ESM-only @nestjs/common 12, which jest cannot load on Node 20.)
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly windows: RateLimitWindows;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    redis: SharedRedis,
  ) {
    this.windows = new RateLimitWindows(redis);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.rateLimits) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const rule = this.reflector.get<Rule | undefined>(RATE_LIMIT, context.getHandler()) ?? defaultRule(request);
    if (!rule) return true;
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    // The address first: a call it refuses must not make (or spend) a counter for the account.
    const retryAfter = (rule.perAddress && (await this.count(`${route}:address:${addressKey(request.ip)}`, rule.perAddress))) || (await this.count(`${route}:${tracker(request)}`, rule));
    if (!retryAfter) return true;
    throw new TooManyRequestsException(retryAfter);
  }

  /** Counts a call in the key's window: 0 while within the limit, else the seconds until the window ends. */
  private async count(key: string, { limit, seconds }: Limit): Promise<number> {
    const { count, remainingMs } = await this.windows.hit(key, seconds);
    return count <= limit ? 0 : Math.max(1, Math.ceil(remainingMs / 1000));
  }

  /** How many counters this process holds (for the memory tests). */
  get size(): number {
    return this.windows.size;
  }
}

function defaultRule(request: Request & { user?: AuthUser }): Rule | undefined {
  if (!WRITES.has(request.method)) return undefined;
  return request.user?.role === Role.Admin ? DEFAULT_ADMIN_WRITE_LIMIT : DEFAULT_WRITE_LIMIT;
}

function tracker(request: Request & { user?: AuthUser }): string {
  if (request.user?.id) return `user:${request.user.id}`;
  return `ip:${addressKey(request.ip)}`;
}
