import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { PushModule } from '../push/push.module';
import { Notice } from './notice.entity';
import { NoticesService } from './notices.service';

/** What happened to a seller's ads, told in Activity and by mail. */
@Module({
  imports: [TypeOrmModule.forFeature([Notice]), MailModule, PushModule],
  providers: [NoticesService],
  exports: [NoticesService],
})
export class NoticesModule {}
