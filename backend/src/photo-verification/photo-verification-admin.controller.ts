import { Body, Controller, Get, Header, HttpCode, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../common/audited';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { AdminPhotoVerificationDto, ApprovePhotoVerificationDto, PhotoVerificationDecisionDto, RefusePhotoVerificationDto } from './dto/admin-photo-verification.dto';
import { PhotoVerificationAdminService } from './photo-verification-admin.service';
import { PhotoVerification } from './photo-verification.entity';

/** The photo verification queue, a react-admin resource beside the review queue (oldest selfie first; only paging). */
@ApiTags('admin: photo verification')
@Auth(Role.Admin)
@Audited('photo-verification', PhotoVerification)
@Controller('admin/ra/photo-verifications')
export class PhotoVerificationAdminController {
  constructor(private readonly verifications: PhotoVerificationAdminService) {}

  /** Selfies waiting for a moderator, oldest first, each with the code it must show and the ad's photos. */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminPhotoVerificationDto[]> {
    const list = parseRaList(query, ['submittedAt'] as const, 'submittedAt');
    return raPage(res, 'photo-verifications', list, await this.verifications.list(list));
  }

  /** One request, whatever its status. */
  @Get(':id')
  get(@IdParam() id: number): Promise<AdminPhotoVerificationDto> {
    return this.verifications.get(id);
  }

  /** The selfie (WebP, EXIF removed), for admins only and never cached; 404 once deleted after the retention period. */
  @Get(':id/selfie')
  @ApiProduces('image/webp')
  @ApiOkResponse({ description: 'The selfie', schema: { type: 'string', format: 'binary' } })
  @Header('Cache-Control', 'no-store')
  async selfie(@IdParam() id: number): Promise<StreamableFile> {
    // The type goes with the file, set once it is found: a 404 stays JSON with its detail.
    return new StreamableFile(await this.verifications.selfie(id), { type: 'image/webp' });
  }

  /**
   * The selfie proves the ad's photos: the ad shows them as verified until a photo not in this set is added. 409 if it is
   * not waiting, or the ad's photos have changed since the moderator saw them (`photoIds`).
   */
  @Put(':id/approve')
  @HttpCode(200)
  approve(@IdParam() id: number, @Body() body: ApprovePhotoVerificationDto, @CurrentUser() admin: AuthUser): Promise<PhotoVerificationDecisionDto> {
    return this.verifications.approve(id, admin.id, body);
  }

  /** The selfie does not prove them: a reason and/or a note, mailed to the seller. 409 if it is not waiting. */
  @Put(':id/refuse')
  @HttpCode(200)
  refuse(@IdParam() id: number, @Body() body: RefusePhotoVerificationDto, @CurrentUser() admin: AuthUser): Promise<PhotoVerificationDecisionDto> {
    return this.verifications.refuse(id, admin.id, body);
  }
}
