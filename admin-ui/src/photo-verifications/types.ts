import type { ApiSchemas } from '../providers/api-types';
import type { ResourceRecord } from '../providers/resources';

/** A selfie waiting for a moderator, as GET /api/admin/ra/photo-verifications answers it. */
export type PhotoVerificationItem = ResourceRecord<'photo-verifications'>;
export type RefusePhotos = ApiSchemas['RefusePhotoVerificationDto'];
export type PhotoRefusalReason = NonNullable<RefusePhotos['reason']>;

/** The moderators' reasons, in the order the dialog lists them (backend/src/photo-verification/photo-verification-status.ts). */
export const REFUSAL_REASONS: PhotoRefusalReason[] = ['CODE_MISSING', 'NOT_THE_PERSON', 'UNCLEAR', 'OTHER'];

/** RefusePhotoVerificationDto.note's limit. */
export const REFUSE_NOTE_MAX = 400;
