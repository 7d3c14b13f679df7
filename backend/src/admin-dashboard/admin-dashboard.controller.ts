import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { SetupDto } from './dto/setup.dto';
import { DashboardStatsDto } from './dto/stats.dto';
import { SetupService } from './setup.service';
import { StatsService } from './stats.service';

@ApiTags('admin: SEO description')
@Auth(Role.Admin)
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(
    private readonly statistics: StatsService,
    private readonly setup: SetupService,
  ) {}

  /** Real counts of active and inactive listings, users and installed countries, with the latest listings and users. */
  @Get('stats')
  stats(): Promise<DashboardStatsDto> {
    return this.statistics.stats();
  }

  /** What is left to set up before sellers can pay and visitors can reach the operator: gone step by step as each is done. */
  @Get('setup')
  setupLeft(): Promise<SetupDto> {
    return this.setup.left();
  }
}
