import { Body, Controller, Get, HttpCode, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../common/audited';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { Ad } from './ad.entity';
import { ReviewCause } from './review-cause';
import { RejectAdDto, ReviewDecisionDto, ReviewedVersionDto, ReviewItemDto } from './dto/review.dto';
import { ReviewQueueService } from './review-queue.service';

/** The review queue, a react-admin resource (oldest first; only paging and a cause filter). */
@ApiTags('admin: review queue')
@Auth(Role.Admin)
@Audited('ad', Ad)
@Controller('admin/ra/review-queue')
export class ReviewQueueController {
  constructor(private readonly queue: ReviewQueueService) {}

  /** Ads waiting for review, oldest first, each with its photos, its seller's history and its open reports. filter: cause */
  @Get()
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ReviewItemDto[]> {
    const list = parseRaList(query, ['submittedAt'] as const, 'submittedAt');
    const cause = Object.values(ReviewCause).find((c) => c === list.filter.cause);
    return raPage(res, 'review-queue', list, await this.queue.list(list, cause));
  }

  /** One ad waiting for review, with its seller's history, its open reports and the ad it nearly repeats. */
  @Get(':id')
  get(@IdParam() id: number): Promise<ReviewItemDto> {
    return this.queue.get(id);
  }

  /** Approves the ad: on the site now if it was posted (its held days given back), else ready to post. 409 if it is not waiting, or changed since `submittedAt`. */
  @Put(':id/approve')
  @HttpCode(200)
  approve(@IdParam() id: number, @Body() body: ReviewedVersionDto): Promise<ReviewDecisionDto> {
    return this.queue.approve(id, body);
  }

  /** Rejects the ad with one of the admins' reasons and/or a note, mailed to the seller. 409 if it is not waiting, or changed since `submittedAt`. */
  @Put(':id/reject')
  @HttpCode(200)
  reject(@IdParam() id: number, @Body() body: RejectAdDto): Promise<ReviewDecisionDto> {
    return this.queue.reject(id, body);
  }
}
