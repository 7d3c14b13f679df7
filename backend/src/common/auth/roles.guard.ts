import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Role } from './role';
import { type AuthUser, BEFORE_PASSWORD_CHANGE, ROLES } from './auth.decorators';
import { commonRefusal } from '../common-refusals';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const user: AuthUser | undefined = context.switchToHttp().getRequest().user;
    if (user?.mustChangePassword && !this.reflector.getAllAndOverride<boolean>(BEFORE_PASSWORD_CHANGE, targets)) {
      throw new ForbiddenException({ detail: commonRefusal('changePasswordFirst'), errors: { password: commonRefusal('passwordMustChange') } });
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (!roles?.length) return true;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException({ detail: commonRefusal('notAllowed') });
  }
}
