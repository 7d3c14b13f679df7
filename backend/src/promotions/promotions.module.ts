import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { PromotionPlansModule } from '../promotion-plans/promotion-plans.module';
import { WalletModule } from '../wallet/wallet.module';
import { Promotion } from './promotion.entity';
import { Refund } from './refund.entity';
import { PromotionRefunds } from './promotion-refunds.service';
import { PromotionsAdminController } from './promotions-admin.controller';
import { NoticesModule } from '../notices/notices.module';
import { MailModule } from '../mail/mail.module';
import { PromotionsController } from './promotions.controller';
import { PromotionsService } from './promotions.service';

/** Putting an ad on the site: checkout, a package bought from the wallet, or the daily free ad. */
@Module({
  imports: [TypeOrmModule.forFeature([Promotion, Refund]), AdsModule, WalletModule, PromotionPlansModule, NoticesModule, MailModule],
  controllers: [PromotionsController, PromotionsAdminController],
  providers: [PromotionsService, PromotionRefunds],
  exports: [PromotionsService],
})
export class PromotionsModule {}
