import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { MediaModule } from '../media/media.module';
import { NoticesModule } from '../notices/notices.module';
import { UsersModule } from '../users/users.module';
import { PhotoBadge } from './photo-badge';
import { PhotoVerificationAdminController } from './photo-verification-admin.controller';
import { PhotoVerificationAdminService } from './photo-verification-admin.service';
import { PhotoVerificationClock } from './photo-verification-clock';
import { PhotoVerificationRetention } from './photo-verification-retention';
import { PhotoVerification } from './photo-verification.entity';
import { PhotoVerificationController } from './photo-verification.controller';
import { PhotoVerificationService } from './photo-verification.service';
import { SelfieStore } from './selfie-store';

/** Photos proved by a private selfie (issue 42): the seller's request and selfie, the moderators' queue, the badge kept true. */
@Module({
  imports: [TypeOrmModule.forFeature([PhotoVerification]), AdsModule, MediaModule, NoticesModule, UsersModule],
  controllers: [PhotoVerificationController, PhotoVerificationAdminController],
  providers: [PhotoVerificationService, PhotoVerificationAdminService, PhotoBadge, PhotoVerificationClock, PhotoVerificationRetention, SelfieStore],
  exports: [PhotoVerificationAdminService],
})
export class PhotoVerificationModule {}
