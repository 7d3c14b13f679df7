import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Outbox } from './outbox';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxWorker } from './outbox-worker';
import { UnsubscribeLinks } from './unsubscribe-links';

/** Mail: queued in the outbox by the domains that cause it, sent by the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  providers: [Outbox, OutboxWorker, UnsubscribeLinks],
  exports: [Outbox, UnsubscribeLinks],
})
export class MailModule {}
