import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Role } from './role';

export const IS_PUBLIC = 'isPublic';
export const BEFORE_PASSWORD_CHANGE = 'beforePasswordChange';
export const IS_OPTIONAL_AUTH = 'isOptionalAuth';
export const ROLES = 'roles';

/** What the JWT strategy puts on the request for a valid token of an unblocked user. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  /** The session the token names (auth/session.entity.ts). */
  sessionId: number;
  emailVerified: boolean;
  /** The first admin's generated password: only the routes marked @BeforePasswordChange() answer until it is changed. */
  mustChangePassword: boolean;
}

/** A route an account that must choose a new password may still call (its profile, the change itself, logout). */
export const BeforePasswordChange = () => SetMetadata(BEFORE_PASSWORD_CHANGE, true);

/** Opts a route out of the global JWT guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The route works without a token, but a token, if sent, must be valid and is read; on a method, it wins over a @Public() class. */
export const OptionalAuth = () => applyDecorators(SetMetadata(IS_PUBLIC, false), SetMetadata(IS_OPTIONAL_AUTH, true), ApiBearerAuth());

/** A logged-in user of one of these roles (any role if none is named); on a method, it wins over a @Public() class. */
export const Auth = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(IS_PUBLIC, false),
    SetMetadata(ROLES, roles),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No token, or an invalid or expired one' }),
    ...(roles.length ? [ApiForbiddenResponse({ description: `Needs role ${roles.join(' or ')}` })] : []),
  );

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest().user;
});
