import { IsString, Matches, MaxLength } from 'class-validator';

export class PhoneNumberDto {
  /** A mobile number: Indian unless it starts with + (98765 43210, +91 98765 43210) */
  @MaxLength(30)
  @IsString()
  phone: string;
}

export class VerifyPhoneDto extends PhoneNumberDto {
  /** The 6-digit code the SMS brought */
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits of the SMS' })
  @IsString()
  code: string;
}

export class CodeSentDto {
  /** The number the code went to, in E.164 @example +919876543210 */
  phone: string;
  /** When the code stops working (10 minutes) */
  expiresAt: Date;
}

export class VerifiedPhoneDto {
  /** E.164 @example +919876543210 */
  phone: string;
  verifiedAt: Date;
}

export class VerifiedPhoneListDto {
  items: VerifiedPhoneDto[];
}
