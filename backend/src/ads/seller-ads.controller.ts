import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { MultipartForm, type UploadedFilesMap } from '../media/multipart';
import { PageDto, PageQueryDto } from '../common/page.dto';
import { IdParam } from '../common/parse-id.pipe';
import { CreateAdDto, MyAdDto, MyAdPageDto, UpdateAdDto } from './dto/ad.dto';
import { MAX_AD_IMAGES } from './ad-photos';
import { SellerAdsService } from './seller-ads.service';
import { RateLimit } from '../common/rate-limit';
import { BodyLimit } from '../common/request-body';

@ApiTags('seller: ads')
@Auth()
// A 5,000-character description and 250 more, each character a \uXXXX escape at worst.
@BodyLimit(40)
@Controller('seller/post')
export class SellerAdsController {
  constructor(private readonly ads: SellerAdsService) {}

  /** Posts an ad with 1–8 photos (JPEG, PNG or WebP, at most 5 MB each). New ads are INACTIVE until posted free or promoted. */
  @RateLimit(30, 3600)
  @Post('create')
  @MultipartForm(CreateAdDto, { images: MAX_AD_IMAGES })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateAdDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<MyAdDto> {
    return this.ads.create(user.id, body, files.images);
  }

  /** The caller's ads, newest first, with status, expiry, promotion and views. */
  @Get('my-ads')
  async myAds(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<MyAdPageDto> {
    const { items, total } = await this.ads.myAds(user.id, query.page, query.pageSize);
    return PageDto.of(items, total, query);
  }

  /** One of the caller's own ads, whatever its status. */
  @Get('my-ad/:id')
  myAd(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<MyAdDto> {
    return this.ads.myAd(user.id, id);
  }

  /** Edits one of the caller's ads; photos, when sent, replace the old ones. */
  @RateLimit(30, 3600)
  @Put('update/:id')
  @MultipartForm(UpdateAdDto, { images: MAX_AD_IMAGES })
  update(@CurrentUser() user: AuthUser, @IdParam() id: number, @Body() body: UpdateAdDto, @UploadedFiles() files: UploadedFilesMap = {}): Promise<MyAdDto> {
    return this.ads.update(user.id, id, body, files.images);
  }

  /** Deletes one of the caller's own ads, with its photos. */
  @Delete('delete/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<void> {
    return this.ads.remove(user.id, id);
  }
}
