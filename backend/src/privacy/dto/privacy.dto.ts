import { IsString, MaxLength, MinLength } from 'class-validator';

export class DeleteAccountDto {
  /** The account's password, to confirm */
  @IsString()
  @MinLength(1, { message: 'password is required' })
  @MaxLength(200)
  password: string;
}
