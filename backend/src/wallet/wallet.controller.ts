import { Body, Controller, Get, Header, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { WalletStatementQueryDto } from './dto/statement-query.dto';
import { WalletStatements } from './wallet-statements';
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
    private readonly statements: WalletStatements,
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

  /**
   * The wallet statement for a period of days (India time, both included, at most 366): opening balance, each credit
   * and debit with its ad, closing balance; as a PDF in the reader's language, or as CSV.
   */
  @ApiProduces('application/pdf', 'text/csv')
  @Header('Cache-Control', 'private, no-store')
  @Get('statement')
  async statement(@CurrentUser() user: AuthUser, @Query() query: WalletStatementQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const file = await this.statements.file(user.id, query.from, query.to, query.format);
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return new StreamableFile(file.body, { type: file.type });
  }

  /** The balance and the ledger's entries, newest first. */
  @Get('wallet')
  walletOf(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<WalletDto> {
    return this.wallet.wallet(user.id, query.page, query.pageSize);
  }
}
