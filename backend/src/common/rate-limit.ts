import { applyDecorators, CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, OnModuleDestroy, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from './auth/auth.decorators';

const RATE_LIMIT = 'rateLimit';

interface Limit {
  limit: number;
  seconds: number;
}

/**
 * Limits an abuse-prone route to `limit` calls per `seconds`, per account when logged in, else per
 * IP address (and e-mail, for logins). Routes without it are never throttled: many Indian mobile
 * users share one carrier-grade NAT address, and browsing must never be slowed for them.
 */
export const RateLimit = (limit: number, seconds: number) =>
  applyDecorators(SetMetadata(RATE_LIMIT, { limit, seconds }), ApiTooManyRequestsResponse({ description: `More than ${limit} calls in ${seconds} s` }));

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
    const rule = this.reflector.get<Limit | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule || !this.config.rateLimits) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const key = `${context.getClass().name}.${context.getHandler().name}:${tracker(request)}`;
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + rule.seconds * 1000 });
      return true;
    }
    if (++window.count <= rule.limit) return true;
    const retryAfter = Math.ceil((window.resetAt - now) / 1000);
    context.switchToHttp().getResponse().setHeader('Retry-After', String(retryAfter));
    throw new HttpException({ detail: `Too many requests: please try again in ${retryAfter} s` }, HttpStatus.TOO_MANY_REQUESTS);
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
