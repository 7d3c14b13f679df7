import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { BlockedPhoto } from './blocked-photo.entity';
import { BlockedPhotos } from './blocked-photos';
import { ComplaintClock } from './complaint-clock';
import { ComplaintHolds } from './complaint-holds';
import { ComplaintEvent } from './complaint-event.entity';
import { Complaint } from './complaint.entity';
import { ComplaintsAdminController } from './complaints-admin.controller';
import { ComplaintsAdminService } from './complaints-admin.service';
import { ComplaintsController } from './complaints.controller';
import { ComplaintsService } from './complaints.service';

/** Complaints to the Grievance Officer (issue 41): the public form and ticket, the console's queue, photos kept off the site. */
@Module({
  imports: [TypeOrmModule.forFeature([Complaint, ComplaintEvent, BlockedPhoto]), AdsModule, UsersModule, MailModule],
  controllers: [ComplaintsController, ComplaintsAdminController],
  providers: [ComplaintsService, ComplaintsAdminService, BlockedPhotos, ComplaintClock, ComplaintHolds],
  exports: [ComplaintsService],
})
export class ComplaintsModule {}
