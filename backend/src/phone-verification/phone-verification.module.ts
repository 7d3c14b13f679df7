import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdsModule } from '../ads';
import { SmsModule } from '../sms/sms.module';
import { UsersModule } from '../users/users.module';
import { PhoneCode } from './phone-code.entity';
import { PhoneCodeRetention } from './phone-code-retention';
import { PhoneVerificationController } from './phone-verification.controller';
import { PhoneVerificationService } from './phone-verification.service';
import { VerifiedPhone } from './verified-phone.entity';

/** Phone numbers proved by a code sent by SMS, one account at a time; the ads' "phone verified" badge follows them. */
@Module({
  imports: [TypeOrmModule.forFeature([PhoneCode, VerifiedPhone]), AdsModule, SmsModule, UsersModule],
  controllers: [PhoneVerificationController],
  providers: [PhoneVerificationService, PhoneCodeRetention],
  exports: [PhoneVerificationService],
})
export class PhoneVerificationModule {}
