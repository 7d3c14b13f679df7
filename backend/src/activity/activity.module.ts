import { Module } from '@nestjs/common';
import { AdsModule } from '../ads';
import { NoticesModule } from '../notices/notices.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { WalletModule } from '../wallet/wallet.module';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

/** A seller's history: ads posted, free ads, promotions, top-ups and notices, newest first. */
@Module({
  imports: [AdsModule, PromotionsModule, WalletModule, NoticesModule],
  controllers: [ActivityController],
  providers: [ActivityService],
  exports: [ActivityService],
})
export class ActivityModule {}
