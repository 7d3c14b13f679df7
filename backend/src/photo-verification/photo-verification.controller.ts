import { Controller, Get, HttpCode, Post, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { RateLimit } from '../common/rate-limit';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import { PhotoVerificationStateDto } from './dto/photo-verification.dto';
import { SelfieFormDto } from './dto/selfie-form.dto';
import { PhotoVerificationService } from './photo-verification.service';

/** A seller proves an ad's photos with a private selfie holding a one-time code (issue 42). */
@ApiTags('seller: photo verification')
@Auth()
@Controller('seller/photo-verification')
export class PhotoVerificationController {
  constructor(private readonly verifications: PhotoVerificationService) {}

  /** Where the photo verification of one of the caller's ads stands (404 for another seller's ad). */
  @Get(':adId')
  state(@CurrentUser() user: AuthUser, @IdParam('adId') adId: number): Promise<PhotoVerificationStateDto> {
    return this.verifications.state(user.id, adId);
  }

  /**
   * Asks for photo verification of one of the caller's ads: answers the code to write on paper and hold in a selfie (a
   * request still waiting for its selfie is answered again). 409 when the ad has no photos, they are verified, or a
   * selfie waits for a moderator; 429 after 5 requests in 24 hours.
   */
  @RateLimit(20, 3600)
  @Post(':adId')
  @HttpCode(200)
  request(@CurrentUser() user: AuthUser, @IdParam('adId') adId: number): Promise<PhotoVerificationStateDto> {
    return this.verifications.request(user.id, adId);
  }

  /** Sends the selfie holding the code (JPEG, PNG or WebP, at most 5 MB; EXIF removed; seen only by the moderators). 409 without an open request. */
  @RateLimit(20, 3600)
  @Post(':adId/selfie')
  @HttpCode(200)
  @MultipartForm(SelfieFormDto, { selfie: 1 })
  selfie(@CurrentUser() user: AuthUser, @IdParam('adId') adId: number, @UploadedFiles() files: UploadedFilesMap = {}): Promise<PhotoVerificationStateDto> {
    return this.verifications.submitSelfie(user.id, adId, files.selfie?.[0]);
  }
}
