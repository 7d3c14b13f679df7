import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { fromPage } from '../common/list-options';
import { IdParam } from '../common/parse-id.pipe';
import { withTotalCount } from '../common/total-count';
import { Role } from '../common/auth/role';
import { PaymentDto, PaymentQueryDto, PaymentStatusPathDto } from './dto/payment.dto';
import { CreateQrCodeDto, QrCodeDto } from './dto/qr-code.dto';
import { Payment } from './payment.entity';
import { PaymentStatus } from './payment-status';
import { PaymentsService } from './payments.service';
import { QrCodesService } from './qr-codes.service';
import { Audited } from '../common/audited';
import { QrCode } from './qr-code.entity';

@ApiTags('admin: payments and QR codes')
@Auth(Role.Admin)
@Audited('qr-code', QrCode)
@Controller('admin/transaction')
export class WalletAdminController {
  constructor(
    private readonly qrCodes: QrCodesService,
    private readonly payments: PaymentsService,
  ) {}

  /** Wallet top-ups, newest first, filtered by e-mail and status (total in X-Total-Count). */
  @Get('get-all-payments')
  async listPayments(@Query() query: PaymentQueryDto, @Res({ passthrough: true }) res: Response): Promise<PaymentDto[]> {
    return withTotalCount(res, await this.payments.list(fromPage(query.page, query.pageSize), { email: query.email, status: query.status }));
  }

  /**
   * Sets a payment's status. APPROVED credits the wallet once (repeating it changes nothing);
   * APPROVED → REJECTED reverses the credit, or is refused (409) if the balance no longer covers it.
   */
  @Audited('payment', Payment, { idParam: 'paymentId' })
  @Put('update-payment-status/:paymentId/:status')
  updatePaymentStatus(@CurrentUser() admin: AuthUser, @Param() path: PaymentStatusPathDto): Promise<PaymentDto> {
    return this.payments.updateStatus(path.paymentId, path.status, admin.id);
  }

  /** The payment statuses, in order: REQUESTED (where a top-up starts; never set by an admin), PENDING, APPROVED, REJECTED. */
  @Get('get-all-payment-status')
  paymentStatuses(): string[] {
    return Object.values(PaymentStatus);
  }

  /** All UPI QR codes, the active one marked. */
  @Get('get-all-qr')
  listQrCodes(): Promise<QrCodeDto[]> {
    return this.qrCodes.list();
  }

  /** Adds a UPI QR code; made active at once if asked (the others are then deactivated). */
  @Post('create-qr-code')
  createQrCode(@Body() body: CreateQrCodeDto): Promise<QrCodeDto> {
    return this.qrCodes.create(body);
  }

  /** Deletes a QR code; the active one cannot be deleted (409). */
  @Delete('delete-qr-by-id/:id')
  @HttpCode(204)
  deleteQrCode(@IdParam() id: number): Promise<void> {
    return this.qrCodes.remove(id);
  }

  /** Makes this the only active QR code. */
  @Put('set-active-qr-code/:id')
  setActiveQrCode(@IdParam() id: number): Promise<QrCodeDto> {
    return this.qrCodes.setActive(id);
  }
}
