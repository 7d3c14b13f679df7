import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsOutbox } from './sms-outbox';
import { OutboxSms } from './sms-outbox.entity';
import { SmsOutboxWorker } from './sms-outbox-worker';

/** SMS: queued in the outbox by the domains that cause it (phone codes), sent by the worker over SMS_URL's SMPP server or to files. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxSms])],
  providers: [SmsOutbox, SmsOutboxWorker],
  exports: [SmsOutbox],
})
export class SmsModule {}
