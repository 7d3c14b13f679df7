import type { Language } from '../common/language';
import { requestLanguage, texts, type Translate } from '../common/texts';
import type { MailContent } from '../mail/mail-layout';
import { type Notice } from '../notices/notice.entity';
import { NoticeKind } from '../notices/notice-kind';
import type { NoticeEvent } from '../notices/notices.service';
import type { User } from '../users/user.entity';
import { AD_NOTICE_TEXTS } from './ad-notice-texts';
import type { ReportReason } from './report-reason';

const text = texts('ad-notices', AD_NOTICE_TEXTS);
type Texts = Translate<typeof AD_NOTICE_TEXTS.en>;

/** The ad a notice is about, and its seller, who is mailed in their own language. */
interface TheAd {
  id: number;
  title: string;
  seller: Pick<User, 'displayName' | 'language'>;
}

/**
 * What a notice keeps to write its Activity line in the reader's language: the ad's title as it was and
 * the event's own words (a moderator's note or rejection, a take-down reason, whether it went live).
 */
interface AdNoticeDetails {
  ad: string;
  live?: 'yes';
  reason?: ReportReason;
  note?: string;
  rejection?: string;
}

/** The notices this file writes; photo-verification/ and promotions/ write their own (photoNoticeTitle, refundNoticeTitle). */
type AdNoticeKind = Exclude<NoticeKind, NoticeKind.PhotosVerified | NoticeKind.PhotosRefused | NoticeKind.PromotionRefunded>;

const TITLES = {
  [NoticeKind.AdTakenDown]: (d) => (d.note ? 'titles.takenDownWithNote' : 'titles.takenDown'),
  [NoticeKind.AdApproved]: (d) => (d.live ? 'titles.approvedLive' : 'titles.approvedToPost'),
  [NoticeKind.AdRejected]: () => 'titles.rejected',
  [NoticeKind.AdExpiring]: () => 'titles.expiring',
  [NoticeKind.AdExpired]: () => 'titles.expired',
  [NoticeKind.PromotionEnded]: () => 'titles.promotionEnded',
} satisfies Record<AdNoticeKind, (details: AdNoticeDetails) => Parameters<Texts>[0]>;

/** The details as a text's values: the take-down reason in words. */
const valuesOf = (t: Texts, details: AdNoticeDetails): Record<string, string> => ({ ...details, reason: details.reason ? t(`takeDownReasons.${details.reason}`) : '' });

function titleIn(language: Language, kind: AdNoticeKind, details: AdNoticeDetails): string {
  const t = text(language);
  return t(TITLES[kind](details), valuesOf(t, details));
}

/**
 * A notice's line in Activity, in the language of the request reading it. Notices told before they kept
 * their details (2026-11-25) have only the English title they were stored with.
 */
export const noticeTitle = (notice: Pick<Notice, 'kind' | 'title' | 'details'>): string =>
  notice.details ? titleIn(requestLanguage(), notice.kind as AdNoticeKind, notice.details as unknown as AdNoticeDetails) : notice.title;

/** A notice about an ad: its details, its English title (stored as written) and its mail in the seller's language. */
function notice(
  kind: AdNoticeKind,
  ad: TheAd,
  event: Omit<AdNoticeDetails, 'ad'>,
  mail: (t: Texts, values: Record<string, string>, language: Language) => Omit<MailContent, 'language' | 'greeting'>,
): Omit<NoticeEvent, 'eventKey'> {
  const details: AdNoticeDetails = { ad: ad.title, ...event };
  const language = ad.seller.language;
  const t = text(language);
  return { kind, adId: ad.id, title: titleIn('en', kind, details), details: { ...details }, mail: { language, greeting: ad.seller.displayName ?? '', ...mail(t, valuesOf(t, details), language) } };
}

const day = (date: Date, language: Language) => date.toLocaleDateString(`${language}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * What a seller is told about their ad, in Activity and by mail (non-essential: the seller can turn ad
 * mails off; Activity always shows them). Each gives all of a NoticeEvent but its key.
 */
export const adNotices = {
  takenDown: (ad: TheAd, reason: ReportReason, note: string, termsUrl: string) =>
    notice(NoticeKind.AdTakenDown, ad, { reason, ...(note ? { note } : {}) }, (t, values) => ({
      subject: t('takenDown.subject', values),
      paragraphs: [t('takenDown.why', values), ...(note ? [t('takenDown.note', values)] : []), t('takenDown.after')],
      action: { label: t('takenDown.action'), url: termsUrl },
    })),

  expiring: (ad: TheAd, expiresAt: Date, renewUrl: string) =>
    notice(NoticeKind.AdExpiring, ad, {}, (t, values, language) => {
      const dated = { ...values, day: day(expiresAt, language) };
      return { subject: t('expiring.subject', dated), paragraphs: [t('expiring.body', dated)], action: { label: t('expiring.action'), url: renewUrl } };
    }),

  expired: (ad: TheAd, renewUrl: string) =>
    notice(NoticeKind.AdExpired, ad, {}, (t, values) => ({ subject: t('expired.subject', values), paragraphs: [t('expired.body', values)], action: { label: t('expired.action'), url: renewUrl } })),

  promotionEnded: (ad: TheAd, promoteUrl: string) =>
    notice(NoticeKind.PromotionEnded, ad, {}, (t, values) => ({
      subject: t('promotionEnded.subject', values),
      paragraphs: [t('promotionEnded.body', values)],
      action: { label: t('promotionEnded.action'), url: promoteUrl },
    })),

  approved: (ad: TheAd, live: boolean, myAdsUrl: string) =>
    notice(NoticeKind.AdApproved, ad, live ? { live: 'yes' } : {}, (t, values) => ({
      subject: t('approved.subject', values),
      paragraphs: [t(live ? 'approved.live' : 'approved.toPost', values)],
      action: { label: t('approved.action'), url: myAdsUrl },
    })),

  rejected: (ad: TheAd, rejection: string, editUrl: string) =>
    notice(NoticeKind.AdRejected, ad, { rejection }, (t, values) => ({
      subject: t('rejected.subject', values),
      paragraphs: [t('rejected.why', values), t('rejected.next')],
      action: { label: t('rejected.action'), url: editUrl },
    })),
};
