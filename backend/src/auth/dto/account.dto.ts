import { IfSent } from '../../common/if-sent';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { type Language, LANGUAGES } from '../../common/language';
import { displayNameProblem } from '../../users/display-name';
import { Role } from '../../common/auth/role';
import { Trim, TrimLower } from '../../common/rich-text';

export class LoginDto {
  /** @example seller@example.com */
  @TrimLower()
  @IsEmail({ require_tld: false }, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(1, { message: 'password is required' })
  @MaxLength(200)
  password: string;
}

export class LoginResponseDto {
  /** Bearer token for the Authorization header; it lasts 7 days unless the session ends sooner */
  token: string;
  email: string;
  fullName: string;
  role: Role;
  /** Until it is, the seller can prepare ads but not publish them */
  emailVerified: boolean;
  /** The first admin's generated password: the console asks for a new one */
  mustChangePassword: boolean;
}

export class ProfileDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  /** Wallet balance in rupees */
  walletBalance: number;
  emailVerified: boolean;
  mustChangePassword: boolean;
  /** The public nickname shown on ads (the full name stays private) */
  displayName: string | null;
  /** The default phone of a new ad; never public */
  phone: string | null;
  /** Mails about top-ups being approved or rejected */
  notifyPayments: boolean;
  /** Mails about ads: taken down, expiring, expired, promotion ended */
  notifyAds: boolean;
  /** Mails about new messages from buyers and sellers (at most one per conversation per 15 minutes) */
  notifyMessages: boolean;
  /** The language of the account's mails: set at sign-up from Accept-Language */
  language: Language;
}

export class UpdateProfileDto {
  /** Private: only admins see it. @example Asha Verma */
  @IfSent()
  @Trim()
  @IsString()
  @MinLength(2, { message: 'fullName must be at least 2 characters' })
  @MaxLength(100)
  fullName?: string;

  /** Public; unique whatever the case; no e-mail address or phone number in it. @example Asha_Pune */
  @IfSent()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsString()
  @MaxLength(30)
  @ValidateBy({
    name: 'isDisplayName',
    validator: { validate: (v) => typeof v === 'string' && !displayNameProblem(v), defaultMessage: (args) => `displayName ${displayNameProblem(String(args?.value))}` },
  })
  displayName?: string;

  /** 10 digits starting with 6-9, or null to clear it */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(/^[6-9]\d{9}$/, { message: 'phone must be an Indian mobile number (10 digits starting with 6-9)' })
  phone?: string | null;

  @IfSent()
  @IsBoolean()
  notifyPayments?: boolean;

  @IfSent()
  @IsBoolean()
  notifyAds?: boolean;

  @IfSent()
  @IsBoolean()
  notifyMessages?: boolean;

  /** The language of the account's mails */
  @IfSent()
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language;
}

/** A password as sign-up asks for it. */
const NewPassword = (field: string) => applyDecorators(IsString(), MinLength(8, { message: `${field} must be at least 8 characters` }), MaxLength(200));

/** A token from a mailed link. */
const LinkToken = () => applyDecorators(IsString(), MinLength(1, { message: 'token is required' }), MaxLength(100));

export class ForgotPasswordDto {
  /** @example seller@example.com */
  @TrimLower()
  @IsEmail({ require_tld: false }, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;
}

export class ResetPasswordDto {
  /** From the link in the reset mail */
  @LinkToken()
  token: string;

  @NewPassword('password')
  password: string;
}

export class ChangePasswordDto {
  @IsString()
  @MinLength(1, { message: 'currentPassword is required' })
  @MaxLength(200)
  currentPassword: string;

  @NewPassword('newPassword')
  newPassword: string;
}

export class VerifyEmailDto {
  /** From the link in the verification mail */
  @LinkToken()
  token: string;
}

export class LogoutDto {
  /** End every session of the account, on every device */
  @IsOptional()
  @IsBoolean()
  all?: boolean;
}

export class DoneDto {
  /** What happened, for the page to show */
  detail: string;
}

export class UnsubscribeQueryDto {
  /** From the link in the mail */
  @LinkToken()
  token: string;
}
