import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { CHALLENGE_HEADER, ChallengeService } from './challenge.service';

const REQUIRES_CHALLENGE = 'requiresChallenge';
/** The 403 it documents (the access-control walker tells it from a role's 403 by this). */
export const CHALLENGE_REFUSED = 'The challenge is not solved, has expired, or was already used';

/**
 * The route needs a solved proof-of-work challenge (GET /api/challenge) in the X-Challenge header, each
 * solution once. Admins are exempt: they are staff, and the console creates admins through sign-up.
 */
export const RequiresChallenge = () =>
  applyDecorators(
    SetMetadata(REQUIRES_CHALLENGE, true),
    ApiHeader({
      name: CHALLENGE_HEADER,
      required: true,
      description: "A solved challenge from GET /api/challenge: base64 of altcha's JSON payload {algorithm, challenge, number, salt, signature}; each passes once",
    }),
    ApiBadRequestResponse({ description: `No ${CHALLENGE_HEADER} header, or not a solved challenge` }),
    ApiForbiddenResponse({ description: CHALLENGE_REFUSED }),
  );

/** Global, after the JWT and rate-limit guards: a call they refuse spends no challenge. */
@Injectable()
export class ChallengeGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly challenges: ChallengeService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.reflector.get<boolean | undefined>(REQUIRES_CHALLENGE, context.getHandler())) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (request.user?.role === Role.Admin) return true;
    await this.challenges.spend(request.header(CHALLENGE_HEADER));
    return true;
  }
}
