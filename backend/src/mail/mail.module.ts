import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Outbox } from './outbox';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxWorker } from './outbox-worker';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeLinks } from './unsubscribe-links';
import { UnsubscribeTopics } from './unsubscribe-topics';

/** Mail: queued in the outbox by the domains that cause it, sent by the worker; its unsubscribe links turn off what the domains registered (UnsubscribeTopics). */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  controllers: [UnsubscribeController],
  providers: [Outbox, OutboxWorker, UnsubscribeLinks, UnsubscribeTopics],
  exports: [Outbox, UnsubscribeTopics],
})
export class MailModule {}
