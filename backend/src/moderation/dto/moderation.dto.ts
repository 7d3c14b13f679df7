import { IsEnum, IsInt, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IfSent } from '../../common/if-sent';
import { Trim } from '../../common/rich-text';
import { ContactInText } from '../contact-in-text';
import { ModerationMode } from '../moderation-mode';

export class ModerationSettingsDto {
  /** Always 1: the settings are one record */
  id: number;
  /** post: ads go live when posted; pre: new and edited ads wait for a moderator's approval */
  mode: ModerationMode;
  /** Reports from this many different people hide an ad until it is reviewed */
  reportThreshold: number;
  /** The same for reports that the advertiser is under age */
  underageReportThreshold: number;
  /** Phone numbers, e-mail addresses and links inside an ad's text: REFUSE the ad, or MASK them */
  contactInText: ContactInText;
}

/** Send only what changes. */
export class UpdateModerationSettingsDto {
  @IfSent()
  @IsEnum(ModerationMode, { message: `mode must be one of ${Object.values(ModerationMode).join(', ')}` })
  mode?: ModerationMode;

  @IfSent()
  @Max(100, { message: 'reportThreshold must be at most 100' })
  @Min(1, { message: 'reportThreshold must be at least 1' })
  @IsInt({ message: 'reportThreshold must be a whole number' })
  reportThreshold?: number;

  @IfSent()
  @Max(100, { message: 'underageReportThreshold must be at most 100' })
  @Min(1, { message: 'underageReportThreshold must be at least 1' })
  @IsInt({ message: 'underageReportThreshold must be a whole number' })
  underageReportThreshold?: number;

  @IfSent()
  @IsEnum(ContactInText, { message: `contactInText must be one of ${Object.values(ContactInText).join(', ')}` })
  contactInText?: ContactInText;
}

export class RejectionReasonDto {
  id: number;
  label: string;
  createdAt: Date;
}

export class SaveRejectionReasonDto {
  /** What the seller is told, e.g. "Phone numbers in the text" (3–200 characters) */
  @Trim()
  @MaxLength(200, { message: 'label must be at most 200 characters' })
  @MinLength(3, { message: 'label must be at least 3 characters' })
  @IsString()
  label: string;
}
