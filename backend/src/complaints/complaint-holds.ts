import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { ReviewHolds } from '../ads';
import { REMOVAL_KINDS } from './complaint-kind';
import { complaintRefusal } from './complaint-refusals';
import { ComplaintStatus } from './complaint-status';
import { Complaint } from './complaint.entity';

/**
 * An ad named by an open intimate-image or impersonation complaint stays off the site: a moderator approving it in the
 * review queue, or reactivating it in the listing, is refused (409) until the complaint is closed.
 */
@Injectable()
export class ComplaintHolds {
  constructor(holds: ReviewHolds) {
    holds.register(async (manager, adId) => {
      const open = await manager.existsBy(Complaint, { ad: { id: adId }, kind: In([...REMOVAL_KINDS]), status: In([ComplaintStatus.Open, ComplaintStatus.Appealed]) });
      return open ? complaintRefusal('adHeldForComplaint') : null;
    });
  }
}
