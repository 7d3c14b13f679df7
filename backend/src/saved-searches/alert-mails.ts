import type { Language } from '../common/language';
import { texts } from '../common/texts';
import type { MailContent } from '../mail/mail-layout';
import { ALERT_MAIL_TEXTS } from './alert-mail-texts';

const text = texts('alert-mails', ALERT_MAIL_TEXTS);

export interface AlertAd {
  title: string;
  url: string;
}

/** Whom a saved search's mail is for: its owner, in their own language. */
export interface AlertRecipient {
  displayName: string | null;
  language: Language;
}

/** Mails of saved searches, in the owner's language (non-essential: each carries the one-click link that deletes its search). */
export const alertMails = {
  /** `summary`: the search in the recipient's language (searchSummary). */
  instant: (to: AlertRecipient, summary: string, ad: AlertAd, searchUrl: string): MailContent => {
    const t = text(to.language);
    return {
      language: to.language,
      subject: t('instant.subject', { ad: ad.title }),
      greeting: to.displayName ?? undefined,
      paragraphs: [t('instant.intro', { summary }), ad.title, t('instant.seeAll', { url: searchUrl })],
      action: { label: t('instant.action'), url: ad.url },
    };
  },

  digest: (to: AlertRecipient, summary: string, ads: AlertAd[], searchUrl: string): MailContent => {
    const t = text(to.language);
    return {
      language: to.language,
      subject: ads.length === 1 ? t('digest.subjectOne', { summary }) : t('digest.subjectMany', { summary, number: String(ads.length) }),
      greeting: to.displayName ?? undefined,
      paragraphs: [t('digest.intro', { summary }), ...ads.map((ad) => `${ad.title}: ${ad.url}`)],
      action: { label: t('digest.action'), url: searchUrl },
    };
  },
};
