import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, OptionalAuth, Public } from '../common/auth/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { BodyLimit } from '../common/request-body';
import { RequiresChallenge } from '../challenge/requires-challenge';
import { AppealComplaintDto, ComplaintKeyQueryDto, ComplaintReceiptDto, ComplaintStatusDto, CreateComplaintDto } from './dto/complaint.dto';
import { ComplaintsService } from './complaints.service';

const TICKET = { name: 'ticket', example: 'BZ-7K3M9Q2X', description: 'The ticket number' };

/** Complaints to the Grievance Officer, filed and followed without an account (issue 41). */
@ApiTags('public: complaints')
@Public()
@Controller('complaints')
export class ComplaintsController {
  constructor(private readonly complaints: ComplaintsService) {}

  /**
   * Files a complaint and mails its ticket and private link to the complainant, in the request's language. An
   * INTIMATE_IMAGE or IMPERSONATION complaint naming a live ad takes the ad off the site at once, pending review.
   */
  @OptionalAuth()
  @RateLimit(5, 3600)
  @RequiresChallenge()
  @BodyLimit(32)
  @Post()
  file(@Body() body: CreateComplaintDto, @CurrentUser() user?: AuthUser): Promise<ComplaintReceiptDto> {
    return this.complaints.file(body, user?.id);
  }

  /** The ticket page: the complaint's state, clocks and history. 404 alike for an unknown ticket and a wrong key. */
  @ApiParam(TICKET)
  @Get(':ticket')
  status(@Param('ticket') ticket: string, @Query() query: ComplaintKeyQueryDto): Promise<ComplaintStatusDto> {
    return this.complaints.status(ticket, query.key);
  }

  /** Appeals a closed complaint's outcome, once per closing within 30 days of it (else 409): it reopens with a new 15-day clock. */
  @ApiParam(TICKET)
  @RateLimit(10, 3600)
  @BodyLimit(32)
  @Post(':ticket/appeal')
  @HttpCode(200)
  appeal(@Param('ticket') ticket: string, @Body() body: AppealComplaintDto): Promise<ComplaintStatusDto> {
    return this.complaints.appeal(ticket, body);
  }
}
