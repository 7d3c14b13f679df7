import { Equals } from 'class-validator';
import { PaymentStatus } from '../payment-status';
import { IsPaymentStatus } from './payment.dto';

/** The admin console's status dropdown. */
export class UpdatePaymentResourceDto {
  @IsPaymentStatus('paymentStatus')
  paymentStatus: PaymentStatus;
}

/** The admin console's Set Active button: only activation is an update (deactivation happens by activating another). */
export class UpdateQrCodeResourceDto {
  @Equals(true, { message: 'isActive can only be set to true; activate another code to deactivate this one' })
  isActive: boolean;
}
