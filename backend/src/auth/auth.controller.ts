import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiExtraModels, ApiHeader, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Audited } from '../common/audited';
import { User } from '../users/user.entity';
import { Auth, type AuthUser, BeforePasswordChange, CurrentUser, OptionalAuth, Public } from '../common/auth/auth.decorators';
import { preferredLanguage } from '../common/language';
import { RateLimit } from '../common/rate-limit';
import { RequiresChallenge } from '../challenge/requires-challenge';
import { AccountDto, CreateAccountDto, SignUpResultDto } from '../users/dto/account.dto';
import { AuthService } from './auth.service';
import { DoneDto } from '../common/done.dto';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, LoginResponseDto, LogoutDto, ResetPasswordDto, VerifyEmailDto } from './dto/account.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Log in as a seller or an admin. 100 tries per 15 minutes per address; after 5 failures on one account, growing delays for it (login-throttle.ts). */
  @Public()
  @RateLimit(100, 900)
  @Post('auth/login')
  @HttpCode(200)
  login(@Body() body: LoginDto): Promise<LoginResponseDto> {
    return this.auth.login(body);
  }

  /**
   * Sign up. Without a token this creates a seller account and mails a verification link; the answer
   * is the same when the e-mail already has an account (its owner gets a mail instead). With an
   * admin's token it creates an admin (409 when the e-mail is taken), in the audit log, who must choose a new
   * password at first sign-in, as the console's users resource does. A seller's mails are in Hindi when
   * Accept-Language prefers `hi` to `en`, in English otherwise.
   */
  @OptionalAuth()
  @RateLimit(20, 3600)
  @RequiresChallenge()
  @Audited('user', User, { idParam: null })
  @Post('admins')
  @ApiHeader({ name: 'Accept-Language', required: false, description: "The new seller's language: `hi` when it prefers Hindi to English (`hi-IN,hi;q=0.9,en;q=0.8`), else `en`" })
  @ApiExtraModels(AccountDto, SignUpResultDto)
  @ApiCreatedResponse({ schema: { oneOf: [{ $ref: getSchemaPath(SignUpResultDto) }, { $ref: getSchemaPath(AccountDto) }] } })
  register(@Body() body: CreateAccountDto, @Headers('accept-language') acceptLanguage: string | undefined, @CurrentUser() caller?: AuthUser): Promise<AccountDto | SignUpResultDto> {
    return this.auth.register(body, caller, preferredLanguage(acceptLanguage));
  }

  /** Ends the caller's session, or with `all` every session of the account. */
  @Auth()
  @BeforePasswordChange()
  @Post('auth/logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser, @Body() body: LogoutDto): Promise<DoneDto> {
    await this.auth.logout(user, body.all ?? false);
    return { detail: body.all ? 'Signed out on every device' : 'Signed out' };
  }

  /** Mails a single-use link to choose a new password, valid for one hour. Always 202 with the same answer, whether or not the e-mail has an account. */
  @Public()
  @RateLimit(10, 3600)
  @RequiresChallenge()
  @Post('auth/forgot-password')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: DoneDto })
  async forgotPassword(@Body() body: ForgotPasswordDto): Promise<DoneDto> {
    await this.auth.forgotPassword(body.email);
    return { detail: 'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.' };
  }

  /** Sets a new password with the token from the mailed link; the token is spent and every session of the account ends. */
  @Public()
  @RateLimit(20, 3600)
  @Post('auth/reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto): Promise<DoneDto> {
    await this.auth.resetPassword(body.token, body.password);
    return { detail: 'Your password has been changed. Sign in with the new one.' };
  }

  /** Changes the caller's password; every other session ends. */
  @Auth()
  @BeforePasswordChange()
  @RateLimit(10, 900)
  @Post('auth/change-password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordDto): Promise<DoneDto> {
    await this.auth.changePassword(user, body.currentPassword, body.newPassword);
    return { detail: 'Your password has been changed. Other devices have been signed out.' };
  }

  /** Confirms the e-mail with the token from the link mailed at sign-up. */
  @Public()
  @RateLimit(20, 3600)
  @Post('auth/verify-email')
  @HttpCode(200)
  async verifyEmail(@Body() body: VerifyEmailDto): Promise<DoneDto> {
    await this.auth.verifyEmail(body.token);
    return { detail: 'Your e-mail is verified. You can now publish ads.' };
  }

  /** Mails a new verification link (at most 3 an hour). */
  @Auth()
  @RateLimit(5, 3600)
  @Post('auth/resend-verification')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: DoneDto })
  async resendVerification(@CurrentUser() user: AuthUser): Promise<DoneDto> {
    await this.auth.resendVerification(user.id);
    return { detail: `We have sent a new link to ${user.email}.` };
  }
}
