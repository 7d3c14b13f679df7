import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from '../common/auth/auth.decorators';
import { SessionsService } from './sessions.service';

interface TokenPayload {
  sub: number;
  sid: number;
}

/**
 * Accepts a token only while its session lasts and its user may use the site; the role is read
 * fresh from the database. Tokens from before sessions existed name none and are refused.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, algorithms: ['HS256'] });
  }

  async validate(payload: TokenPayload): Promise<AuthUser | null> {
    if (!Number.isInteger(payload.sub) || !Number.isInteger(payload.sid)) return null;
    const user = await this.sessions.activeUser(payload.sid, payload.sub);
    if (!user) return null;
    return { id: user.id, email: user.email, role: user.role, sessionId: payload.sid, emailVerified: user.emailVerified, mustChangePassword: user.mustChangePassword };
  }
}
