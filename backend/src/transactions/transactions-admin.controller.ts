import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { Role } from '../users/user.entity';
import { CreateQrCodeDto, QrCodeDto } from './dto/qr-code.dto';
import { PaymentStatus } from './payment.entity';
import { QrCodesService } from './qr-codes.service';

@ApiTags('admin: payments and QR codes')
@Auth(Role.Admin)
@Controller('admin/transaction')
export class TransactionsAdminController {
  constructor(private readonly qrCodes: QrCodesService) {}

  /** The payment statuses an admin can set, in order. */
  @Get('get-all-payment-status')
  paymentStatuses(): string[] {
    return Object.values(PaymentStatus);
  }

  @Get('get-all-qr')
  listQrCodes(): Promise<QrCodeDto[]> {
    return this.qrCodes.list();
  }

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
