import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AccountToken } from './account-token.entity';
import { AccountTokens } from './account-tokens.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle';
import { Session } from './session.entity';
import { SESSION_DAYS, SessionsService } from './sessions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Session, AccountToken]),
    UsersModule,
    MailModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { expiresIn: `${SESSION_DAYS}d`, algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy, LoginThrottle, SessionsService, AccountTokens],
})
export class AuthModule {}
