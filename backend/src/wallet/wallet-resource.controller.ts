import { Body, Controller, Delete, Get, NotFoundException, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { filterText, parseRaList, raPage, RaListQueryDto, raSlice } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { PaymentDto } from './dto/payment.dto';
import { CreateQrCodeDto, QrCodeDto } from './dto/qr-code.dto';
import { UpdatePaymentResourceDto, UpdateQrCodeResourceDto } from './dto/resource.dto';
import { Payment } from './payment.entity';
import { PaymentStatus } from './payment-status';
import { PAYMENT_SORT_FIELDS, PaymentsService } from './payments.service';
import { QrCodesService } from './qr-codes.service';
import { Audited } from '../common/audited';
import { QrCode } from './qr-code.entity';
import { walletRefusal } from './wallet-refusals';

/** react-admin resources over the same services as the seed's admin/transaction endpoints. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('qr-code', QrCode)
@Controller('admin/ra')
export class WalletResourceController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly qrCodes: QrCodesService,
  ) {}

  /** filter: q (part of the payer's e-mail, or a reference or UTR), paymentStatus, id[] */
  @Get('payments')
  async listPayments(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<PaymentDto[]> {
    const list = parseRaList(query, PAYMENT_SORT_FIELDS, 'createdAt');
    const status = Object.values(PaymentStatus).find((s) => s === list.filter.paymentStatus);
    return raPage(res, 'payments', list, await this.payments.list(list, { email: filterText(list.filter), status }));
  }

  /** One wallet top-up, for the admin console. */
  @Get('payments/:id')
  getPayment(@IdParam() id: number): Promise<PaymentDto> {
    return this.payments.get(id);
  }

  /** Changes the status with the wallet rules of update-payment-status. */
  @Audited('payment', Payment)
  @Put('payments/:id')
  updatePayment(@CurrentUser() admin: AuthUser, @IdParam() id: number, @Body() body: UpdatePaymentResourceDto): Promise<PaymentDto> {
    return this.payments.updateStatus(id, body.paymentStatus, admin.id);
  }

  /** All UPI QR codes, for the admin console (Content-Range). */
  @Get('qr-codes')
  async listQrCodes(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<QrCodeDto[]> {
    return raSlice(res, 'qr-codes', parseRaList(query, ['id', 'upiId', 'payeeName', 'isActive'] as const, 'id'), await this.qrCodes.list());
  }

  /** One UPI QR code, for the admin console. */
  @Get('qr-codes/:id')
  async getQrCode(@IdParam() id: number): Promise<QrCodeDto> {
    const code = (await this.qrCodes.list()).find((c) => c.id === id);
    if (!code) throw new NotFoundException({ detail: walletRefusal('qrCodeNotFound', { id: String(id) }) });
    return code;
  }

  /** Adds a UPI QR code; made active at once if asked (the others are then deactivated). */
  @Post('qr-codes')
  createQrCode(@Body() body: CreateQrCodeDto): Promise<QrCodeDto> {
    return this.qrCodes.create(body);
  }

  /** { isActive: true } makes it the only active code. */
  @Put('qr-codes/:id')
  activateQrCode(@IdParam() id: number, @Body() _body: UpdateQrCodeResourceDto): Promise<QrCodeDto> {
    return this.qrCodes.setActive(id);
  }

  /** Deletes a QR code; the active one cannot be deleted (409). */
  @Delete('qr-codes/:id')
  async removeQrCode(@IdParam() id: number): Promise<{ id: number }> {
    await this.qrCodes.remove(id);
    return { id };
  }
}
