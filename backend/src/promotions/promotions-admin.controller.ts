import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Audited } from '../common/audited';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { Role } from '../common/auth/role';
import { IdParam } from '../common/parse-id.pipe';
import { AdminPromotionDto, PromotionQueryDto, RefundDto, RefundPromotionDto } from './dto/refund.dto';
import { PromotionRefunds } from './promotion-refunds.service';
import { Refund } from './refund.entity';

/** Bought promotions and their refunds (issue 43). */
@ApiTags('admin: payments and QR codes')
@Auth(Role.Admin)
@Controller('admin/promotions')
export class PromotionsAdminController {
  constructor(private readonly refunds: PromotionRefunds) {}

  /** Bought promotions, newest first (at most 200), with what a refund of the unused days would give now. */
  @Get()
  list(@Query() query: PromotionQueryDto): Promise<AdminPromotionDto[]> {
    return this.refunds.list(query.email);
  }

  /**
   * Refunds a bought promotion to the seller's wallet, all of it or the part for its days left (which then end), with a
   * reason the seller is told; once per promotion (409 after), never to the admin's own account (403).
   */
  @Audited('refund', Refund, { idParam: null })
  @Post(':id/refund')
  @HttpCode(200)
  refund(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() body: RefundPromotionDto): Promise<RefundDto> {
    return this.refunds.refund(admin, id, body);
  }
}
