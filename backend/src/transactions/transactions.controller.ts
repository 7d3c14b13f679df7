import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/auth/auth.decorators';
import { ActiveQrDto } from './dto/qr-code.dto';
import { QrCodesService } from './qr-codes.service';

@ApiTags('seller: wallet')
@Auth()
@Controller('seller/transaction')
export class TransactionsController {
  constructor(private readonly qrCodes: QrCodesService) {}

  /** The UPI payee to pay a wallet top-up to. */
  @Get('get-active-qr')
  activeQr(): Promise<ActiveQrDto> {
    return this.qrCodes.active();
  }
}
