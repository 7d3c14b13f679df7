import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, BeforePasswordChange, CurrentUser } from '../common/auth/auth.decorators';
import { AcknowledgeNoticeDto, ProfileDto, UpdateProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';

/** The caller's own profile, under auth/me as the seed's client calls it (privacy/ answers DELETE auth/me and its export). */
@ApiTags('auth')
@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** The caller's own profile and wallet balance. */
  @Auth()
  @BeforePasswordChange()
  @Get('auth/me')
  me(@CurrentUser() user: AuthUser): Promise<ProfileDto> {
    return this.profile.get(user.id);
  }

  /** Changes the caller's profile: private full name, public display name, default phone, mail settings and language. 409 when the display name is taken. */
  @Auth()
  @Put('auth/me')
  updateMe(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<ProfileDto> {
    return this.profile.update(user.id, body);
  }

  /**
   * The caller was shown the changed privacy notice (the storefront's dialog, once per version): records its version,
   * and the optional choices the dialog changed as consent given or withdrawn. 409 when `version` is not the one in force.
   */
  @Auth()
  @Post('auth/me/notice')
  @HttpCode(200)
  acknowledgeNotice(@CurrentUser() user: AuthUser, @Body() body: AcknowledgeNoticeDto): Promise<ProfileDto> {
    return this.profile.acknowledgeNotice(user.id, body);
  }
}
