import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

export class PushKeyDto {
  /** The site's VAPID public key (base64url), the browser's `applicationServerKey` */
  publicKey: string;
}

export class PushSubscriptionKeysDto {
  /** The browser's P-256 public key, base64url (65 bytes) */
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: 'keys.p256dh must be the base64url P-256 key the browser gave' })
  p256dh: string;

  /** The browser's authentication secret, base64url (16 bytes) */
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{22,24}={0,2}$/, { message: 'keys.auth must be the base64url secret the browser gave' })
  auth: string;
}

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export class PushSubscriptionDto {
  /** Where the browser's push service takes messages for it @example https://fcm.googleapis.com/fcm/send/cX0… */
  @IsString()
  @MaxLength(1000)
  endpoint: string;

  @IsDefined()
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

export class PushEndpointDto {
  /** The endpoint of the browser's subscription */
  @IsString()
  @MaxLength(1000)
  endpoint: string;
}

export class PushSettingsDto {
  /** A push for each new message */
  messages: boolean;

  /** A push for each instant alert of a saved search */
  searchAlerts: boolean;

  /** A push when an ad of yours is about to expire */
  adExpiry: boolean;

  /** How many browsers of yours have push turned on */
  browsers: number;
}

export class UpdatePushSettingsDto {
  @IsOptional()
  @IsBoolean()
  messages?: boolean;

  @IsOptional()
  @IsBoolean()
  searchAlerts?: boolean;

  @IsOptional()
  @IsBoolean()
  adExpiry?: boolean;
}
