import { Module } from '@nestjs/common';
import { AdsModule } from '../ads';
import { LocationsModule } from '../locations/locations.module';
import { PromotionPlansModule } from '../promotion-plans/promotion-plans.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { WalletModule } from '../wallet/wallet.module';
import { UsersModule } from '../users/users.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { SetupService } from './setup.service';
import { StatsService } from './stats.service';

/** The admin console's dashboard: real counts, the latest listings and accounts, and what is left to set up. */
@Module({
  imports: [AdsModule, UsersModule, LocationsModule, WalletModule, PromotionPlansModule, SiteSettingsModule],
  controllers: [AdminDashboardController],
  providers: [StatsService, SetupService],
})
export class AdminDashboardModule {}
