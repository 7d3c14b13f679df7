import type { ApiSchemas } from '../providers/api-types';

/** Why a moderator takes an ad down: the report reasons (backend/src/ads/report.entity.ts); the seller is told. */
export type TakeDownReason = NonNullable<ApiSchemas['TakeDownDto']['reason']>;

/** Each reason as the console names it (the mail and Activity word it for the seller: backend/src/ads/ad-mails.ts). */
export const TAKE_DOWN_REASONS: Record<TakeDownReason, string> = {
  SPAM: 'Spam',
  FRAUD: 'Scam or fraud',
  UNDERAGE: 'May involve someone under 18',
  OFFENSIVE: 'Offensive',
  WRONG_CATEGORY: 'Wrong category',
  OTHER: 'Other',
};

export const TAKE_DOWN_REASON_CHOICES = (Object.keys(TAKE_DOWN_REASONS) as TakeDownReason[]).map((id) => ({ id, name: TAKE_DOWN_REASONS[id] }));

/** The note's limit (TakeDownDto.note, ResolveReportDto.note). */
export const NOTE_MAX = 500;

export interface TakeDown {
  reason: TakeDownReason;
  /** Trimmed; '' when none */
  note: string;
}
