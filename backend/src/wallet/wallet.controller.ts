import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { IdempotencyKeyHeader } from '../common/idempotency-key';
import { PageQueryDto } from '../common/page.dto';
import { AddMoneyDto, PaymentDto, TopUpRequestDto, TopUpRequestInput, WalletDto } from './dto/payment.dto';
import { ActiveQrDto } from './dto/qr-code.dto';
import { PaymentsService } from './payments.service';
import { QrCodesService } from './qr-codes.service';
import { WalletService } from './wallet.service';
import { RateLimit } from '../common/rate-limit';

@ApiTags('seller: wallet')
@Auth()
@Controller('seller/transaction')
export class WalletController {
  constructor(
    private readonly qrCodes: QrCodesService,
    private readonly payments: PaymentsService,
    private readonly wallet: WalletService,
  ) {}

  /** The UPI payee to pay a wallet top-up to. */
  @Get('get-active-qr')
  activeQr(): Promise<ActiveQrDto> {
    return this.qrCodes.active();
  }

  /**
   * Starts a top-up: its reference and the UPI link to pay, carrying the amount and the reference (`am`, `tr`, `tn`)
   * so that the bank statement shows it. The same unpaid request is answered again for 24 hours. 404 while no QR code is active.
   */
  @RateLimit(30, 3600)
  @Post('request-top-up')
  requestTopUp(@CurrentUser() user: AuthUser, @Body() body: TopUpRequestInput): Promise<TopUpRequestDto> {
    return this.payments.requestTopUp(user.id, body);
  }

  /**
   * Records a UPI top-up the seller says they made: PENDING until an admin approves it.
   * The 12-digit transaction id is unique across all payments (409).
   */
  @RateLimit(10, 3600)
  @Post('add-money')
  addMoney(@CurrentUser() user: AuthUser, @Body() body: AddMoneyDto, @IdempotencyKeyHeader() idempotencyKey?: string): Promise<PaymentDto> {
    return this.payments.addMoney(user.id, body, idempotencyKey);
  }

  /** The balance and the ledger's entries, newest first. */
  @Get('wallet')
  walletOf(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<WalletDto> {
    return this.wallet.wallet(user.id, query.page, query.pageSize);
  }
}
