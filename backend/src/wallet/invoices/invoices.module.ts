import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteSettingsModule } from '../../site-settings/site-settings.module';
import { InvoiceCounter } from './invoice-counter.entity';
import { Invoice } from './invoice.entity';
import { InvoiceNumbers } from './invoice-numbers';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';

@Module({
  imports: [TypeOrmModule.forFeature([Invoice, InvoiceCounter]), SiteSettingsModule],
  controllers: [InvoicesController],
  providers: [InvoicesService, InvoiceNumbers],
  exports: [InvoicesService],
})
export class InvoicesModule {}
