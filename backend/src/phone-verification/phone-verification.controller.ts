import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequiresChallenge } from '../challenge/requires-challenge';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { CodeSentDto, PhoneNumberDto, VerifiedPhoneDto, VerifiedPhoneListDto, VerifyPhoneDto } from './dto/phone.dto';
import { PhoneVerificationService } from './phone-verification.service';

/** The caller's phone numbers proved by a code sent by SMS: only a proved number is shown to buyers (issue 42). */
@ApiTags('auth')
@Controller('auth/me/phones')
export class PhoneVerificationController {
  constructor(private readonly phones: PhoneVerificationService) {}

  /** The caller's verified numbers. */
  @Auth()
  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<VerifiedPhoneListDto> {
    return { items: await this.phones.list(user.id) };
  }

  /**
   * Sends a 6-digit code to the number by SMS, valid for 10 minutes (a new one replaces it). At most 5 codes a day to
   * one number and 10 a day per account (counted in the database: a restart or a new address does not reset them),
   * and 15 a day per address, whatever the accounts (429).
   */
  @Auth()
  @RateLimit(20, 24 * 3600, { limit: 15, seconds: 24 * 3600 })
  @RequiresChallenge()
  @Post()
  sendCode(@CurrentUser() user: AuthUser, @Body() body: PhoneNumberDto): Promise<CodeSentDto> {
    return this.phones.sendCode(user.id, body.phone);
  }

  /**
   * Proves the number with the code: it is the caller's from now on (another account that had it loses it) and their
   * ads with it show it to buyers. 400 for a wrong code, 410 once it expired or after 5 wrong tries.
   */
  @Auth()
  @RateLimit(30, 3600)
  @Post('verify')
  @HttpCode(200)
  verify(@CurrentUser() user: AuthUser, @Body() body: VerifyPhoneDto): Promise<VerifiedPhoneDto> {
    return this.phones.verify(user.id, body.phone, body.code);
  }

  /** Removes a verified number: the caller's ads with it stop showing it. */
  @Auth()
  @Delete(':phone')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param('phone') phone: string): Promise<void> {
    await this.phones.remove(user.id, phone);
  }
}
