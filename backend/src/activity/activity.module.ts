import { Module } from '@nestjs/common';
import { AdsModule } from '../ads/ads.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { WalletModule } from '../wallet/wallet.module';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

/** A seller's history: ads posted, free ads, promotions and top-ups, newest first. */
@Module({
  imports: [AdsModule, PromotionsModule, WalletModule],
  controllers: [ActivityController],
  providers: [ActivityService],
})
export class ActivityModule {}
