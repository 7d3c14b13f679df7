import type { Language } from '../common/language';
import { requestLanguage, texts } from '../common/texts';
import type { Notice } from '../notices/notice.entity';
import { NoticeKind } from '../notices/notice-kind';
import type { NoticeEvent } from '../notices/notices.service';
import type { User } from '../users/user.entity';
import en from './promotion-refund-texts.en.json';
import hiTexts from './promotion-refund-texts.hi.json';
import type { Promotion } from './promotion.entity';
import { RefundScope } from './refund.entity';

const hi: typeof en = hiTexts;
const text = texts('promotion-refunds', { en, hi });

/** What a refund notice keeps to write its Activity line in the reader's language. */
type Details = { ad: string; amount: string; reason: string };

const titleIn = (language: Language, details: Details) => text(language)('title', details);

/** A refund notice's line in Activity, in the request's language; undefined for any other notice. */
export const refundNoticeTitle = (notice: Pick<Notice, 'kind' | 'details'>): string | undefined =>
  notice.kind === NoticeKind.PromotionRefunded ? titleIn(requestLanguage(), (notice.details ?? { ad: '', amount: '', reason: '' }) as Details) : undefined;

/** The seller is told of a refund in Activity and by mail (an ad mail: they can turn those off). */
export function refundNotice(
  seller: Pick<User, 'displayName' | 'language'>,
  promotion: Promotion,
  amount: string,
  scope: RefundScope,
  reason: string,
  walletUrl: string,
): Omit<NoticeEvent, 'eventKey'> {
  const language = seller.language;
  const t = text(language);
  const details: Details = { ad: promotion.adTitle, amount, reason };
  const packageName = (language === 'hi' ? promotion.packageNameHi : null) ?? promotion.packageName ?? '';
  return {
    kind: NoticeKind.PromotionRefunded,
    adId: promotion.adId,
    title: titleIn('en', details),
    details: { ...details },
    mail: {
      language,
      greeting: seller.displayName ?? '',
      subject: t('subject', details),
      paragraphs: [t('body', { ...details, package: packageName }), ...(scope === RefundScope.Unused ? [t('unused')] : [])],
      action: { label: t('action'), url: walletUrl },
    },
  };
}
