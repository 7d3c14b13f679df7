import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { BreachRecipient } from './breach-recipient.entity';
import { BreachesAdminController } from './breaches-admin.controller';
import { BreachesService } from './breaches.service';
import { DataBreach } from './data-breach.entity';

/** Personal-data breaches: the record, the notice to each person affected, the Board's report (DPDP Act 2023 s. 8(6)). */
@Module({
  imports: [TypeOrmModule.forFeature([DataBreach, BreachRecipient]), MailModule, SiteSettingsModule],
  controllers: [BreachesAdminController],
  providers: [BreachesService],
})
export class BreachesModule {}
