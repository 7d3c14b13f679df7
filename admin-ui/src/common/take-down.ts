import type { ApiSchemas } from '../providers/api-types';

/** Why a moderator takes an ad down: the report reasons (backend/src/ads/report.entity.ts); the seller is told. */
export type TakeDownReason = NonNullable<ApiSchemas['TakeDownDto']['reason']>;

/**
 * Each reason's translation key: the console names them in app.take_down.reasons (i18n/en.json); the mail and Activity
 * word them for the seller (backend/src/ads/ad-notice-texts.en.json, takeDownReasons).
 */
export const TAKE_DOWN_REASONS: Record<TakeDownReason, string> = {
  SPAM: 'app.take_down.reasons.SPAM',
  FRAUD: 'app.take_down.reasons.FRAUD',
  UNDERAGE: 'app.take_down.reasons.UNDERAGE',
  OFFENSIVE: 'app.take_down.reasons.OFFENSIVE',
  WRONG_CATEGORY: 'app.take_down.reasons.WRONG_CATEGORY',
  OTHER: 'app.take_down.reasons.OTHER',
};

export const TAKE_DOWN_REASON_CHOICES = (Object.keys(TAKE_DOWN_REASONS) as TakeDownReason[]).map((id) => ({ id, name: TAKE_DOWN_REASONS[id] }));

/** The note's limit (TakeDownDto.note, ResolveReportDto.note). */
export const NOTE_MAX = 500;

export interface TakeDown {
  reason: TakeDownReason;
  /** Trimmed; '' when none */
  note: string;
}
