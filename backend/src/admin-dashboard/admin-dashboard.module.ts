import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { LocationsModule } from '../locations/locations.module';
import { UsersModule } from '../users/users.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { StatsService } from './stats.service';

/** The admin console's dashboard: real counts and the latest listings and accounts. */
@Module({
  imports: [AdsModule, UsersModule, LocationsModule],
  controllers: [AdminDashboardController],
  providers: [StatsService],
})
export class AdminDashboardModule {}
