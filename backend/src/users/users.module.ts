import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlacklistModule } from '../blacklist/blacklist.module';
import { MailModule } from '../mail/mail.module';
import { Consent } from './consent.entity';
import { Consents } from './consents';
import { MailSettingsTopics } from './mail-settings-topics';
import { User } from './user.entity';
import { UsersAdminController } from './users-admin.controller';
import { UsersService } from './users.service';

import { UsersResourceController } from './users-resource.controller';

@Module({
  imports: [TypeOrmModule.forFeature([User, Consent]), BlacklistModule, MailModule],
  controllers: [UsersAdminController, UsersResourceController],
  providers: [UsersService, MailSettingsTopics, Consents],
  exports: [UsersService, Consents],
})
export class UsersModule {}
