import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { AuthUser } from './auth.decorators';
import { Role } from './role';
import { commonRefusal, type VerifiedEmailAction } from '../common-refusals';

/** The 403 it documents (the access-control walker tells it from a role's 403 by it). */
export const UNVERIFIED_RESPONSE = 'The e-mail is not verified yet';

const VERIFIED_FOR = 'verifiedEmailFor';

@Injectable()
class VerifiedEmailGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (user && (user.emailVerified || user.role === Role.Admin)) return true;
    const action = this.reflector.get<VerifiedEmailAction>(VERIFIED_FOR, context.getHandler());
    throw new ForbiddenException({ detail: commonRefusal(`verifyEmailFirst.${action}`), errors: { email: commonRefusal('emailNotVerified') } });
  }
}

/**
 * What strangers see or receive (a published ad, a message) needs a verified e-mail; preparing ads
 * does not. Admins are exempt. `action` names what the refusal says needs it ("Please verify your e-mail before …").
 */
export const VerifiedEmail = (action: VerifiedEmailAction = 'publishingAds') =>
  applyDecorators(SetMetadata(VERIFIED_FOR, action), UseGuards(VerifiedEmailGuard), ApiForbiddenResponse({ description: UNVERIFIED_RESPONSE }));
