import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { Audited } from '../common/audited';
import { IdParam } from '../common/parse-id.pipe';
import { BodyLimit } from '../common/request-body';
import { AdminComplaintDto, CloseComplaintDto, ComplaintListQueryDto, ComplaintMessageDto, TakeDownComplaintAdDto } from './dto/admin-complaint.dto';
import { complaintList } from './complaint-list';
import { ComplaintsAdminService } from './complaints-admin.service';
import { Complaint } from './complaint.entity';

/** The Grievance Officer's queue and actions; every action is in the audit log. */
@ApiTags('admin: complaints')
@Auth(Role.Admin)
@Audited('complaint', Complaint)
@Controller('admin/complaints')
export class ComplaintsAdminController {
  constructor(private readonly complaints: ComplaintsAdminService) {}

  /**
   * The queue, react-admin style (Content-Range and X-Total-Count): by default the earliest deadline first and closed
   * complaints last; filters status, kind and overdue=true.
   */
  @Get()
  async list(@Query() query: ComplaintListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminComplaintDto[]> {
    const { list, filter, send } = complaintList(query);
    return send(res, await this.complaints.list(list, filter));
  }

  /** One complaint with its whole history. */
  @Get(':id')
  get(@IdParam() id: number): Promise<AdminComplaintDto> {
    return this.complaints.get(id);
  }

  /** The ad leaves the site pending review, or stays off it (409 when there is no ad, it is taken down or already removed, or the complaint is closed). */
  @Post(':id/hide-ad')
  @HttpCode(200)
  hideAd(@IdParam() id: number, @CurrentUser() admin: AuthUser): Promise<AdminComplaintDto> {
    return this.complaints.hideAd(id, admin.id);
  }

  /**
   * The ad is taken down as by a moderator (the seller is told). For INTIMATE_IMAGE and IMPERSONATION its photos'
   * perceptual hashes are remembered, and a later upload of the same photo by anyone is refused with 422.
   */
  @Post(':id/take-down-ad')
  @HttpCode(200)
  takeDownAd(@IdParam() id: number, @Body() body: TakeDownComplaintAdDto, @CurrentUser() admin: AuthUser): Promise<AdminComplaintDto> {
    return this.complaints.takeDownAd(id, admin.id, body.note);
  }

  /** Blocks the account of the ad's seller (their ads are withdrawn). */
  @Post(':id/block-seller')
  @HttpCode(200)
  blockSeller(@IdParam() id: number, @CurrentUser() admin: AuthUser): Promise<AdminComplaintDto> {
    return this.complaints.blockSeller(id, admin.id);
  }

  /** A reply, mailed to the complainant and shown on the ticket page. */
  @Post(':id/reply')
  @HttpCode(200)
  @BodyLimit(32)
  reply(@IdParam() id: number, @Body() body: ComplaintMessageDto, @CurrentUser() admin: AuthUser): Promise<AdminComplaintDto> {
    return this.complaints.reply(id, admin.id, body.message);
  }

  /** An internal note, never shown to the complainant. */
  @Post(':id/note')
  @HttpCode(200)
  @BodyLimit(32)
  note(@IdParam() id: number, @Body() body: ComplaintMessageDto, @CurrentUser() admin: AuthUser): Promise<AdminComplaintDto> {
    return this.complaints.note(id, admin.id, body.message);
  }

  /** Closes the complaint with its outcome, mailed to the complainant (who may appeal within 30 days). */
  @Post(':id/close')
  @HttpCode(200)
  @BodyLimit(32)
  close(@IdParam() id: number, @Body() body: CloseComplaintDto, @CurrentUser() admin: AuthUser): Promise<AdminComplaintDto> {
    return this.complaints.close(id, admin.id, body.outcome);
  }
}
