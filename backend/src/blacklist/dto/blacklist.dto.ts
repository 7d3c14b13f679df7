import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { TrimLower } from '../../common/rich-text';
import { BlacklistKind } from '../blacklist-kind';

export class CreateBlacklistEntryDto {
  @IsIn(Object.values(BlacklistKind), { message: `kind must be one of ${Object.values(BlacklistKind).join(', ')}` })
  kind: BlacklistKind;

  /** A word or phrase, a mobile number, or an e-mail domain such as mailinator.com */
  @TrimLower()
  @IsString()
  @MinLength(2, { message: 'value must be at least 2 characters' })
  @MaxLength(100)
  value: string;
}

export class BlacklistEntryDto {
  id: number;
  kind: BlacklistKind;
  value: string;
  createdAt: Date;
}
