import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEnum, IsInt, IsString, MaxLength } from 'class-validator';
import { IfSent } from '../../common/if-sent';
import { Trim } from '../../common/rich-text';
import { PhotoRefusalReason, PhotoVerificationStatus } from '../photo-verification-status';

/** One of the ad's photos, through a signed link that loads while the ad is off the site. */
export class PhotoVerificationPhotoDto {
  /** The photo's id: a replaced photo gets a new one (ApprovePhotoVerificationDto.photoIds). */
  id: number;
  url: string;
  thumbUrl: string;
}

/** The ad whose photos are to be verified. */
export class PhotoVerificationAdDto {
  /** The ad's id. */
  id: number;
  title: string;
  /** ACTIVE, INACTIVE, PENDING_REVIEW… */
  status: string;
  /** When its photos were verified, if they are. */
  photosVerifiedAt: Date | null;
  photos: PhotoVerificationPhotoDto[];
}

/** A photo verification request as the console's queue shows it. */
export class AdminPhotoVerificationDto {
  /** The request's id. */
  id: number;
  @ApiProperty({ enum: PhotoVerificationStatus, enumName: 'PhotoVerificationStatus' })
  status: PhotoVerificationStatus;
  /** The code the selfie must show. */
  code: string;
  /** The seller's account id and public name. */
  sellerId: number;
  sellerName: string | null;
  /** The ad; null once deleted. */
  ad: PhotoVerificationAdDto | null;
  /** Where the console fetches the selfie with the admin's token (never a public address); null once deleted. */
  selfieUrl: string | null;
  createdAt: Date;
  /** When the selfie was sent: the queue is oldest first. */
  submittedAt: Date | null;
  decidedAt: Date | null;
  decidedById: number | null;
  @ApiProperty({ enum: PhotoRefusalReason, enumName: 'PhotoRefusalReason', nullable: true })
  reason: PhotoRefusalReason | null;
  note: string | null;
}

export class ApprovePhotoVerificationDto {
  /** The ids of the ad's photos the moderator compared the selfie with (the console always sends them): 409 if they have changed since. */
  @IfSent()
  @IsArray()
  @ArrayMaxSize(20)
  @IsInt({ each: true })
  photoIds?: number[];
}

export class RefusePhotoVerificationDto {
  /** Why, one of CODE_MISSING, NOT_THE_PERSON, UNCLEAR, OTHER (OTHER needs a note). */
  @ApiPropertyOptional({ enum: PhotoRefusalReason, enumName: 'PhotoRefusalReason' })
  @IfSent()
  @IsEnum(PhotoRefusalReason, { message: `reason must be one of ${Object.values(PhotoRefusalReason).join(', ')}` })
  reason?: PhotoRefusalReason;

  /** Words of the moderator's own, told to the seller with the reason (or alone). */
  @IfSent()
  @Trim()
  @MaxLength(400, { message: 'note must be at most 400 characters' })
  @IsString()
  note?: string;
}

/** What a decision did. */
export class PhotoVerificationDecisionDto {
  id: number;
  @ApiProperty({ enum: PhotoVerificationStatus, enumName: 'PhotoVerificationStatus' })
  status: PhotoVerificationStatus;
  message: string;
}
