import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PostsModule } from '../posts/posts.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { ActivityService } from './activity.service';
import { Package } from './package.entity';
import { PackagesService } from './packages.service';
import { Promotion } from './promotion.entity';
import { PromotionsService } from './promotions.service';
import { SellerActivityController } from './seller-activity.controller';
import { SellerAdminController } from './seller-admin.controller';
import { SellerTransactionController } from './seller-transaction.controller';
import { TimeSlot } from './time-slot.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Package, TimeSlot, Promotion]), PostsModule, TransactionsModule],
  controllers: [SellerTransactionController, SellerActivityController, SellerAdminController],
  providers: [PackagesService, PromotionsService, ActivityService],
})
export class SellerModule {}
