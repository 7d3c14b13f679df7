import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { DashboardStatsDto } from './dto/stats.dto';
import { StatsService } from './stats.service';

@ApiTags('admin: SEO description')
@Auth(Role.Admin)
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly statistics: StatsService) {}

  /** Real counts of active and inactive listings, users and installed countries, with the latest listings and users. */
  @Get('stats')
  stats(): Promise<DashboardStatsDto> {
    return this.statistics.stats();
  }
}
