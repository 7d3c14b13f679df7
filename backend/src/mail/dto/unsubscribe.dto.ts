import { IsString, MaxLength, MinLength } from 'class-validator';

export class UnsubscribeQueryDto {
  /** From the link in the mail */
  @IsString()
  @MinLength(1, { message: 'token is required' })
  @MaxLength(100)
  token: string;
}
