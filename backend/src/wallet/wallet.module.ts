import { MailModule } from '../mail/mail.module';
import { InvoicesModule } from './invoices/invoices.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotentTransactions } from './idempotent-transactions';
import { LedgerEntry } from './ledger-entry.entity';
import { Payment } from './payment.entity';
import { QrCode } from './qr-code.entity';
import { PaymentsService } from './payments.service';
import { QrCodesService } from './qr-codes.service';
import { WalletAdminController } from './wallet-admin.controller';
import { WalletController } from './wallet.controller';
import { WalletService } from './wallet.service';
import { WalletStatements } from './wallet-statements';
import { WalletResourceController } from './wallet-resource.controller';

@Module({
  imports: [TypeOrmModule.forFeature([QrCode, Payment, LedgerEntry, IdempotencyKey]), MailModule, InvoicesModule, SiteSettingsModule],
  controllers: [WalletController, WalletAdminController, WalletResourceController],
  providers: [QrCodesService, WalletService, PaymentsService, IdempotentTransactions, WalletStatements],
  exports: [WalletService, PaymentsService, IdempotentTransactions, QrCodesService],
})
export class WalletModule {}
