import { ApiProperty } from '@nestjs/swagger';
import { PhotoRefusalReason, PhotoVerificationStatus } from '../photo-verification-status';

/** Where the photo verification of one of the seller's ads stands. */
export class PhotoVerificationStateDto {
  /** The ad's id. */
  adId: number;
  /** The latest request's status; NONE when photo verification was never asked for (or a request lapsed unanswered). */
  @ApiProperty({ enum: ['NONE', ...Object.values(PhotoVerificationStatus)], enumName: 'PhotoVerificationState' })
  status: 'NONE' | PhotoVerificationStatus;
  /** The code to write on paper and hold in the selfie, while the request is open. */
  code: string | null;
  /** Refused: why, one of the moderators' reasons. */
  @ApiProperty({ enum: PhotoRefusalReason, enumName: 'PhotoRefusalReason', nullable: true })
  reason: PhotoRefusalReason | null;
  /** Refused: why, in words, in the request's language (the reason, or the moderator's note). */
  refusal: string | null;
  /** The moderator's own words, if any. */
  note: string | null;
  /** When the request was made. */
  requestedAt: Date | null;
  /** When the selfie was sent. */
  submittedAt: Date | null;
  /** When a moderator decided. */
  decidedAt: Date | null;
  /** When the ad's photos were verified; null when they are not, or a photo changed since (ask again). */
  photosVerifiedAt: Date | null;
}
