import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { VerifiedEmail } from '../common/auth/verified-email.guard';
import { IdempotencyKeyHeader } from '../common/idempotency-key';
import { IdParam } from '../common/parse-id.pipe';
import { CheckoutDto, PromotionPathDto, PromotionResultDto, RenewalDto } from './dto/promotion.dto';
import { PromotionsService } from './promotions.service';
import { RateLimit } from '../common/rate-limit';

@ApiTags('seller: promotion')
@Auth()
@Controller('seller/transaction')
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  /** What buying this package and slot for this ad would cost, against the wallet. */
  @Get('seller-checkout-response/:adId/:packageId/:slotId')
  checkout(@CurrentUser() user: AuthUser, @Param() path: PromotionPathDto): Promise<CheckoutDto> {
    return this.promotions.checkout(user.id, path.adId, path.packageId, path.slotId);
  }

  /** Buys the package: debits the wallet and promotes and activates the ad. 409 when the balance is too low. */
  @VerifiedEmail()
  @Post('promote-post/:adId/:packageId/:slotId')
  @HttpCode(200)
  promote(@CurrentUser() user: AuthUser, @Param() path: PromotionPathDto, @IdempotencyKeyHeader() idempotencyKey?: string): Promise<PromotionResultDto> {
    return this.promotions.promote(user.id, path.adId, path.packageId, path.slotId, idempotencyKey);
  }

  /** The same purchase by GET, as the seed's client calls it. */
  @VerifiedEmail()
  @Get('promote-post/:adId/:packageId/:slotId')
  promoteByGet(@CurrentUser() user: AuthUser, @Param() path: PromotionPathDto, @IdempotencyKeyHeader() idempotencyKey?: string): Promise<PromotionResultDto> {
    return this.promote(user, path, idempotencyKey);
  }

  /** Activates an ad not posted yet (or deactivated) free for FREE_AD_DAYS; one free ad per seller per 24 hours (429 otherwise); a posted ad is renewed instead (409). */
  @VerifiedEmail()
  @RateLimit(10, 60)
  @Post('post-free-ad/:id')
  @HttpCode(200)
  postFree(@CurrentUser() user: AuthUser, @IdParam() id: number, @IdempotencyKeyHeader() idempotencyKey?: string): Promise<PromotionResultDto> {
    return this.promotions.postFree(user.id, id, idempotencyKey);
  }

  /** Whether the ad can be renewed now (it expires within two days or has expired), and whether for free. */
  @Get('renewal/:id')
  renewal(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<RenewalDto> {
    return this.promotions.renewal(user.id, id);
  }

  /**
   * Renews an expiring or expired ad free for FREE_AD_DAYS and moves it to the top of the list; one free
   * renewal per ad every FREE_AD_DAYS (429 otherwise; promote-post renews it with a package). 409 when
   * the ad was never posted or does not expire within two days.
   */
  @VerifiedEmail()
  @RateLimit(10, 60)
  @Post('renew-ad/:id')
  @HttpCode(200)
  renew(@CurrentUser() user: AuthUser, @IdParam() id: number, @IdempotencyKeyHeader() idempotencyKey?: string): Promise<PromotionResultDto> {
    return this.promotions.renew(user.id, id, idempotencyKey);
  }
}
