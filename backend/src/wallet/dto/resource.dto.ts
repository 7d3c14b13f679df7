import { Equals, IsIn } from 'class-validator';
import { PaymentStatus } from '../payment.entity';

/** The admin console's status dropdown. */
export class UpdatePaymentResourceDto {
  @IsIn(Object.values(PaymentStatus), { message: `paymentStatus must be one of ${Object.values(PaymentStatus).join(', ')}` })
  paymentStatus: PaymentStatus;
}

/** The admin console's Set Active button: only activation is an update (deactivation happens by activating another). */
export class UpdateQrCodeResourceDto {
  @Equals(true, { message: 'isActive can only be set to true; activate another code to deactivate this one' })
  isActive: boolean;
}
