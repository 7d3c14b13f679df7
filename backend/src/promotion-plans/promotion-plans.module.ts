import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Package } from './package.entity';
import { PackagesService } from './packages.service';
import { PromotionPlansAdminController } from './promotion-plans-admin.controller';
import { PromotionPlansController } from './promotion-plans.controller';
import { TimeSlot } from './time-slot.entity';

/**
 * What a seller can buy: promotion packages (price, days) and the time slots a promotion is shown
 * first in. Apart from promotions/ because an ad refers to its slot, and promotions need ads.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Package, TimeSlot])],
  controllers: [PromotionPlansController, PromotionPlansAdminController],
  providers: [PackagesService],
  exports: [PackagesService],
})
export class PromotionPlansModule {}
