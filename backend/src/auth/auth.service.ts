import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { User } from '../users/user.entity';
import { Role } from '../common/auth/role';
import { verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { AccountDto, CreateAccountDto } from '../users/dto/account.dto';
import { LoginDto, LoginResponseDto, ProfileDto } from './dto/account.dto';
import { LoginThrottle } from './login-throttle';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  async login({ email, password }: LoginDto): Promise<LoginResponseDto> {
    this.throttle.attempt(email);
    const user = await this.users.findWithPasswordByEmail(email);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!user || !valid) throw new UnauthorizedException({ detail: 'Wrong e-mail or password' });
    this.throttle.succeeded(email);
    if (user.blocked) throw new ForbiddenException({ detail: 'This account is blocked. Contact support.' });
    const token = await this.jwt.signAsync({ sub: user.id, role: user.role });
    return { token, email: user.email, fullName: user.fullName, role: user.role };
  }

  /** Public sign-up makes a seller; only an admin's request makes an admin (UsersService.register). */
  async register(account: CreateAccountDto, caller?: { role: Role }): Promise<AccountDto> {
    return toAccount(await this.users.register(account, caller));
  }

  async profile(userId: number, walletBalance: number): Promise<ProfileDto> {
    const user = await this.users.getById(userId);
    return { id: user.id, email: user.email, fullName: user.fullName, role: user.role, walletBalance };
  }
}

export const toAccount = (user: User): AccountDto => ({ id: user.id, email: user.email, fullName: user.fullName, role: user.role, createdAt: user.createdAt });
