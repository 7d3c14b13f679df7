import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Role } from '../../common/auth/role';
import { TrimLower } from '../../common/rich-text';

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
