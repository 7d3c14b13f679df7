import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { PromotionPlansModule } from '../promotion-plans/promotion-plans.module';
import { WalletModule } from '../wallet/wallet.module';
import { Promotion } from './promotion.entity';
import { PromotionsController } from './promotions.controller';
import { PromotionsService } from './promotions.service';

/** Putting an ad on the site: checkout, a package bought from the wallet, or the daily free ad. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion]), AdsModule, WalletModule, PromotionPlansModule],
  controllers: [PromotionsController],
  providers: [PromotionsService],
  exports: [PromotionsService],
})
export class PromotionsModule {}
