import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser, OptionalAuth, Public } from '../common/auth/auth.decorators';
import { WalletService } from '../wallet/wallet.service';
import { AuthService } from './auth.service';
import { AccountDto, CreateAccountDto } from '../users/dto/account.dto';
import { LoginDto, LoginResponseDto, ProfileDto } from './dto/account.dto';
import { RateLimit } from '../common/rate-limit';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly wallet: WalletService,
  ) {}

  /** Log in as a seller or an admin. 100 tries per 15 minutes per address; after 5 failures on one account, growing delays for it (login-throttle.ts). */
  @Public()
  @RateLimit(100, 900)
  @Post('auth/login')
  @HttpCode(200)
  login(@Body() body: LoginDto): Promise<LoginResponseDto> {
    return this.auth.login(body);
  }

  /** Sign up. Without a token this creates a seller account; with an admin's token it creates an admin. */
  @OptionalAuth()
  @RateLimit(20, 3600)
  @Post('admins')
  register(@Body() body: CreateAccountDto, @CurrentUser() caller?: AuthUser): Promise<AccountDto> {
    return this.auth.register(body, caller);
  }

  /** The caller's own profile and wallet balance. */
  @Auth()
  @Get('auth/me')
  async me(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.auth.profile(user.id, await this.wallet.balanceRupees(user.id));
  }
}
