import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Role } from '../../common/auth/role';
import { trimLower } from '../../users/dto/account.dto';

export class LoginDto {
  /** @example seller@example.com */
  @Transform(trimLower)
  @IsEmail({ require_tld: false }, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(1, { message: 'password is required' })
  @MaxLength(200)
  password: string;
}

export class LoginResponseDto {
  /** Bearer token for the Authorization header */
  token: string;
  email: string;
  fullName: string;
  role: Role;
}

export class ProfileDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  /** Wallet balance in rupees */
  walletBalance: number;
}
