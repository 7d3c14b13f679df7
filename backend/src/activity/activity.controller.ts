import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { ActivityPageDto } from './dto/activity.dto';
import { ActivityService } from './activity.service';
import { ActivityQueryDto } from './dto/activity-query.dto';

@ApiTags('seller: activity')
@Auth()
@Controller('seller')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  /** Ads posted, free ads, promotions and payments with their status changes, newest first. */
  @Get('activity')
  of(@CurrentUser() user: AuthUser, @Query() query: ActivityQueryDto): Promise<ActivityPageDto> {
    return this.activity.of(user.id, query.page, query.pageSize);
  }
}
