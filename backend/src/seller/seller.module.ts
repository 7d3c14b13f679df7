import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Package } from './package.entity';
import { PackagesService } from './packages.service';
import { SellerTransactionController } from './seller-transaction.controller';
import { TimeSlot } from './time-slot.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Package, TimeSlot])],
  controllers: [SellerTransactionController],
  providers: [PackagesService],
})
export class SellerModule {}
