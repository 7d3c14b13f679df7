import { applyDecorators, CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, OnModuleDestroy, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from './auth/auth.decorators';

const RATE_LIMIT = 'rateLimit';

export interface Limit {
  limit: number;
  seconds: number;
}

interface Rule extends Limit {
  perAddress?: Limit;
}

/**
 * Limits an abuse-prone route to `limit` calls per `seconds`, per account when logged in, else per
 * IP address (and e-mail, for logins). `perAddress` adds a looser ceiling per IP address whatever
 * the account or e-mail: one address trying a password on many accounts. Routes without it are
 * never throttled: many Indian mobile users share one carrier-grade NAT address, and browsing must
 * never be slowed for them.
 */
export const RateLimit = (limit: number, seconds: number, perAddress?: Limit) =>
  applyDecorators(SetMetadata(RATE_LIMIT, { limit, seconds, perAddress }), ApiTooManyRequestsResponse({ description: `More than ${limit} calls in ${seconds} s` }));

/**
 * Fixed-window counters in memory. (@nestjs/throttler was tried: it is CommonJS requiring the
 * ESM-only @nestjs/common 12, which jest cannot load on Node 20.) With several app instances, each
 * counts its own share; a shared store (Redis) would make the limits global.
 */
@Injectable()
export class RateLimitGuard implements CanActivate, OnModuleDestroy {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.get<Rule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule || !this.config.rateLimits) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const retryAfter = Math.max(this.count(`${route}:${tracker(request)}`, rule), rule.perAddress ? this.count(`${route}:address:${request.ip}`, rule.perAddress) : 0);
    if (!retryAfter) return true;
    context.switchToHttp().getResponse().setHeader('Retry-After', String(retryAfter));
    throw new HttpException({ detail: `Too many requests: please try again in ${retryAfter} s` }, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Counts a call in the key's window: 0 while within the limit, else the seconds until the window ends. */
  private count(key: string, { limit, seconds }: Limit): number {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + seconds * 1000 });
      return 0;
    }
    return ++window.count <= limit ? 0 : Math.ceil((window.resetAt - now) / 1000);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

function tracker(request: Request & { user?: AuthUser }): string {
  if (request.user?.id) return `user:${request.user.id}`;
  const email = typeof request.body?.email === 'string' ? `:${request.body.email.trim().toLowerCase()}` : '';
  return `ip:${request.ip}${email}`;
}
