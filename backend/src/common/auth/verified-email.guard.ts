import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { AuthUser } from './auth.decorators';
import { Role } from './role';

/** The 403 it documents (the access-control walker tells it from a role's 403 by it). */
export const UNVERIFIED_RESPONSE = 'The e-mail is not verified yet';

export const UNVERIFIED_DETAIL = 'Please verify your e-mail before publishing ads: follow the link we mailed you, or ask for a new one on your profile page.';

@Injectable()
class VerifiedEmailGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (user && (user.emailVerified || user.role === Role.Admin)) return true;
    throw new ForbiddenException({ detail: UNVERIFIED_DETAIL, errors: { email: 'not verified' } });
  }
}

/** Publishing (a free ad, a promotion) needs a verified e-mail; preparing ads does not. Admins are exempt. */
export const VerifiedEmail = () => applyDecorators(UseGuards(VerifiedEmailGuard), ApiForbiddenResponse({ description: UNVERIFIED_RESPONSE }));
