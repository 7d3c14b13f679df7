import type { Language } from '../common/language';
import { requestLanguage, texts, type Translate } from '../common/texts';
import type { Notice } from '../notices/notice.entity';
import { NoticeKind } from '../notices/notice-kind';
import type { NoticeEvent } from '../notices/notices.service';
import type { User } from '../users/user.entity';
import { PhotoRefusalReason } from './photo-verification-status';
import { PHOTO_VERIFICATION_TEXTS } from './photo-verification-texts';
import { SELFIE_RETENTION_DAYS } from './selfie-retention';

const text = texts('photo-verification', PHOTO_VERIFICATION_TEXTS);
type Texts = Translate<typeof PHOTO_VERIFICATION_TEXTS.en>;

interface TheAd {
  id: number;
  title: string;
  seller: Pick<User, 'displayName' | 'language'>;
}

/** What a notice keeps to write its Activity line again in the reader's language. */
type Details = { ad: string; reason?: PhotoRefusalReason; note?: string };

/** Why, in words: the reason's text, or the moderator's note when the reason is OTHER or missing. */
const why = (t: Texts, details: Details) => (details.reason && details.reason !== PhotoRefusalReason.Other ? t(`reasons.${details.reason}`) : (details.note ?? t('reasons.OTHER')));

function titleIn(language: Language, kind: NoticeKind, details: Details): string {
  const t = text(language);
  return kind === NoticeKind.PhotosVerified ? t('titles.verified', { ad: details.ad }) : t('titles.refused', { ad: details.ad, why: why(t, details) });
}

/** A photo verification notice's line in Activity, in the request's language; undefined for any other notice. */
export const photoNoticeTitle = (notice: Pick<Notice, 'kind' | 'details'>): string | undefined =>
  notice.kind === NoticeKind.PhotosVerified || notice.kind === NoticeKind.PhotosRefused ? titleIn(requestLanguage(), notice.kind, (notice.details ?? { ad: '' }) as Details) : undefined;

function notice(
  kind: NoticeKind,
  ad: TheAd,
  details: Details,
  mail: (t: Texts, values: Record<string, string>) => Pick<NoticeEvent['mail'], 'subject' | 'paragraphs' | 'action'>,
): Omit<NoticeEvent, 'eventKey'> {
  const language = ad.seller.language;
  const t = text(language);
  const values = { ad: ad.title, why: why(t, details), note: details.note ?? '', days: String(SELFIE_RETENTION_DAYS) };
  return { kind, adId: ad.id, title: titleIn('en', kind, details), details: { ...details }, mail: { language, greeting: ad.seller.displayName ?? '', ...mail(t, values) } };
}

/** What a seller is told when a moderator decides on their selfie, in Activity and by mail. */
export const photoVerificationNotices = {
  verified: (ad: TheAd, myAdsUrl: string) =>
    notice(NoticeKind.PhotosVerified, ad, { ad: ad.title }, (t, values) => ({
      subject: t('verified.subject', values),
      paragraphs: [t('verified.body', values)],
      action: { label: t('verified.action'), url: myAdsUrl },
    })),

  refused: (ad: TheAd, reason: PhotoRefusalReason | null, note: string | null, retryUrl: string) =>
    notice(NoticeKind.PhotosRefused, ad, { ad: ad.title, ...(reason ? { reason } : {}), ...(note ? { note } : {}) }, (t, values) => ({
      subject: t('refused.subject', values),
      paragraphs: [t('refused.body', values), ...(note && reason && reason !== PhotoRefusalReason.Other ? [t('refused.note', values)] : []), t('refused.again', values)],
      action: { label: t('refused.action'), url: retryUrl },
    })),
};

/** Why a request was refused, in words, in the request's language (the seller's page). */
export function refusalInWords(reason: PhotoRefusalReason | null, note: string | null): string {
  return why(text(requestLanguage()), { ad: '', ...(reason ? { reason } : {}), ...(note ? { note } : {}) });
}
