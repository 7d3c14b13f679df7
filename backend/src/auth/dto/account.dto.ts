import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Role } from '../../users/user.entity';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class LoginDto {
  /** @example seller@example.com */
  @Transform(trimLower) @IsEmail({ require_tld: false }, { message: 'email must be an e-mail address' }) @MaxLength(254)
  email: string;

  @IsString() @MinLength(1, { message: 'password is required' }) @MaxLength(200)
  password: string;
}

export class LoginResponseDto {
  /** Bearer token for the Authorization header */
  token: string;
  email: string;
  fullName: string;
  role: Role;
}

export class CreateAccountDto {
  /** @example Asha Verma */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString() @MinLength(2, { message: 'fullName must be at least 2 characters' }) @MaxLength(100)
  fullName: string;

  /** @example asha@example.com */
  @Transform(trimLower) @IsEmail({}, { message: 'email must be an e-mail address' }) @MaxLength(254)
  email: string;

  @IsString() @MinLength(8, { message: 'password must be at least 8 characters' }) @MaxLength(200)
  password: string;
}

export class AccountDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  createdAt: Date;
}

export class ProfileDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  /** Wallet balance in rupees */
  walletBalance: number;
}
