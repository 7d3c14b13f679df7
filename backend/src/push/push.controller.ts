import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser, Public } from '../common/auth/auth.decorators';
import { PushEndpointDto, PushKeyDto, PushSettingsDto, PushSubscriptionDto, UpdatePushSettingsDto } from './dto/push.dto';
import { PushService } from './push.service';

@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  /** The site's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
  @Get('key')
  @Public()
  key(): PushKeyDto {
    return { publicKey: this.push.publicKey };
  }

  /** Turns push on in this browser for the caller: its subscription as `PushSubscription.toJSON()` gives it. */
  @Post('subscriptions')
  @Auth()
  @HttpCode(204)
  async subscribe(@CurrentUser() user: AuthUser, @Body() body: PushSubscriptionDto): Promise<void> {
    await this.push.subscribe(user.id, body);
  }

  /** Turns push off in this browser (not the caller's, or already off: no change). */
  @Delete('subscriptions')
  @Auth()
  @HttpCode(204)
  async unsubscribe(@CurrentUser() user: AuthUser, @Body() body: PushEndpointDto): Promise<void> {
    await this.push.unsubscribe(user.id, body.endpoint);
  }

  /** Which kinds of push the caller wants, and in how many browsers push is on. */
  @Get('settings')
  @Auth()
  settings(@CurrentUser() user: AuthUser): Promise<PushSettingsDto> {
    return this.push.settings(user.id);
  }

  /** Turns kinds of push on or off, in every browser of the caller's. */
  @Patch('settings')
  @Auth()
  updateSettings(@CurrentUser() user: AuthUser, @Body() body: UpdatePushSettingsDto): Promise<PushSettingsDto> {
    return this.push.updateSettings(user.id, body);
  }
}
