import { ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuthUser } from '../common/auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Role } from '../common/auth/role';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read the metrics: a scraper holding METRICS_TOKEN (Prometheus cannot log in), or an
 * admin with the normal JWT. The route is @Public() so the global JWT guard lets the token
 * through to here; everyone else gets the usual 401 or 403.
 */
@Injectable()
export class MetricsGuard extends AuthGuard('jwt') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    // Comparing digests takes the same time whatever the token's length or first wrong byte.
    if (this.config.metricsToken && scheme === 'Bearer' && token && timingSafeEqual(digest(token), digest(this.config.metricsToken))) return true;
    await super.canActivate(context);
    if (request.user?.role !== Role.Admin) throw new ForbiddenException({ detail: 'Only admins and the metrics scraper may read the metrics' });
    return true;
  }

  handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new UnauthorizedException({ detail: "Please send the metrics token or an admin's token" });
    return user;
  }
}
