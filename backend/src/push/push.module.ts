import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { PushController } from './push.controller';
import { PushOutbox } from './push-outbox';
import { OutboxPush } from './push-outbox.entity';
import { PushOutboxWorker } from './push-outbox-worker';
import { PushService } from './push.service';
import { PushSettings } from './push-settings.entity';
import { PushSubscription } from './push-subscription.entity';

/** Web Push: browsers' subscriptions, the kinds each user wants, and the outbox the domains queue pushes in. */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscription, PushSettings, OutboxPush]), UsersModule],
  controllers: [PushController],
  providers: [PushService, PushOutbox, PushOutboxWorker],
  exports: [PushOutbox],
})
export class PushModule {}
