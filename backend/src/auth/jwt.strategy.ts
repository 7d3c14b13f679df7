import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from '../common/auth/auth.decorators';
import { UsersService } from '../users/users.service';

interface TokenPayload {
  sub: number;
}

/** Accepts a token only while its user exists and is not blocked; the role is read fresh from the database. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, algorithms: ['HS256'] });
  }

  async validate(payload: TokenPayload): Promise<AuthUser | null> {
    if (!Number.isInteger(payload.sub)) return null;
    const user = await this.users.findById(payload.sub);
    if (!user || user.blocked) return null;
    return { id: user.id, email: user.email, role: user.role };
  }
}
