import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { MailModule } from '../mail/mail.module';
import { MailSettingsTopics } from './mail-settings-topics';
import { User } from './user.entity';
import { UsersAdminController } from './users-admin.controller';
import { UsersService } from './users.service';

import { UsersResourceController } from './users-resource.controller';

@Module({
  imports: [TypeOrmModule.forFeature([User]), BlacklistModule, MailModule],
  controllers: [UsersAdminController, UsersResourceController],
  providers: [UsersService, MailSettingsTopics],
  exports: [UsersService],
})
export class UsersModule {}
