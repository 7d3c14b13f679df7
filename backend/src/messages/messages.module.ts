import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { UsersModule } from '../users/users.module';
import { Conversation } from './conversation.entity';
import { Message } from './message.entity';
import { MessagesAdminController } from './messages-admin.controller';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { UserBlock } from './user-block.entity';

/** Conversations between buyers and sellers about ads, with blocks and reports. */
@Module({
  imports: [TypeOrmModule.forFeature([Conversation, Message, UserBlock]), AdsModule, BlacklistModule, MailModule, PushModule, UsersModule],
  controllers: [MessagesController, MessagesAdminController],
  providers: [MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
