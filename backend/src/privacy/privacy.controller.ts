import { Body, Controller, Delete, Get, Header, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { DoneDto } from '../common/done.dto';
import { DeleteAccountDto } from './dto/privacy.dto';
import { PrivacyService } from './privacy.service';

@ApiTags('auth')
@Auth()
@Controller('auth/me')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  /** Everything Bazaar holds about the caller, as a JSON file: profile, ads, payments, ledger, promotions, reports they filed, notices, sessions and activity. */
  @RateLimit(10, 3600)
  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'A JSON file (Content-Disposition: attachment)', schema: { type: 'object' } })
  async export(@CurrentUser() user: AuthUser, @Res({ passthrough: true }) res: Response): Promise<Record<string, unknown>> {
    res.attachment(`bazaar-data-${new Date().toISOString().slice(0, 10)}.json`);
    return this.privacy.export(user.id);
  }

  /**
   * Deletes the caller's account, confirmed by their password: ads and photos removed, personal data
   * erased, every session ended. Payments and the ledger are kept, with the account anonymised (accounting);
   * any wallet balance is forfeited, so the storefront shows it before asking.
   */
  @RateLimit(10, 3600)
  @Delete()
  @HttpCode(200)
  async delete(@CurrentUser() user: AuthUser, @Body() body: DeleteAccountDto): Promise<DoneDto> {
    await this.privacy.deleteAccount(user.id, body.password);
    return { detail: 'Your account has been deleted.' };
  }
}
