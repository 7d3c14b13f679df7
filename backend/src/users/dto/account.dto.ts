import { IsBoolean, IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Role } from '../../common/auth/role';
import { Trim, TrimLower } from '../../common/rich-text';

export class CreateAccountDto {
  /** @example Asha Verma */
  @Trim()
  @IsString()
  @MinLength(2, { message: 'fullName must be at least 2 characters' })
  @MaxLength(100)
  fullName: string;

  /**
   * Kept trimmed and lower-cased: the unique index is case-insensitive on both engines.
   * @example asha@example.com
   */
  @TrimLower()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  @IsString()
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @MaxLength(200)
  password: string;

  /** Optional, asked separately and unticked: mails about one's ads (expiring, expired, promotion ended, taken down, reviewed). Off unless true; recorded as consent. Ignored for an admin. */
  @IsOptional()
  @IsBoolean()
  notifyAds?: boolean;

  /** Optional, asked separately and unticked: a mail with each new message's text (at most one per conversation per 15 minutes). Off unless true; recorded as consent. Ignored for an admin. */
  @IsOptional()
  @IsBoolean()
  notifyMessages?: boolean;
}

export class AccountDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  createdAt: Date;
}

/** The answer to a public sign-up: the same whether or not the e-mail already had an account. */
export class SignUpResultDto {
  email: string;
  /** What to do next, for the sign-up page to show */
  detail: string;
}
