import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotentTransactions } from './idempotent-transactions';
import { LedgerEntry } from './ledger-entry.entity';
import { Payment } from './payment.entity';
import { QrCode } from './qr-code.entity';
import { PaymentsService } from './payments.service';
import { QrCodesService } from './qr-codes.service';
import { TransactionsAdminController } from './transactions-admin.controller';
import { TransactionsController } from './transactions.controller';
import { WalletService } from './wallet.service';
import { TransactionsResourceController } from './transactions-resource.controller';

@Module({
  imports: [TypeOrmModule.forFeature([QrCode, Payment, LedgerEntry, IdempotencyKey])],
  controllers: [TransactionsController, TransactionsAdminController, TransactionsResourceController],
  providers: [QrCodesService, WalletService, PaymentsService, IdempotentTransactions],
  exports: [WalletService, PaymentsService, IdempotentTransactions],
})
export class TransactionsModule {}
