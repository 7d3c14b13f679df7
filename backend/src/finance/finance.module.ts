import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerEntry } from '../wallet/ledger-entry.entity';
import { FinanceAdminController } from './finance-admin.controller';
import { FinanceService } from './finance.service';

@Module({
  imports: [TypeOrmModule.forFeature([LedgerEntry])],
  controllers: [FinanceAdminController],
  providers: [FinanceService],
})
export class FinanceModule {}
