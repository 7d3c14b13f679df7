import { addDays, formatIndiaTime } from '../common/india-time';
import { texts } from '../common/texts';
import { siteName } from '../mail/mail-texts';
import type { MailContent } from '../mail/mail-layout';
import { APPEAL_WITHIN_DAYS } from './complaint-clocks';
import en from './complaint-mail-texts.en.json';
import hiTexts from './complaint-mail-texts.hi.json';
import type { Complaint } from './complaint.entity';

const hi: typeof en = hiTexts;
const text = texts('complaint-mails', { en, hi });

/** A complainant may have no account: the footer says why they get the mail. */
const footer = (c: Complaint) => text(c.language)('footer', { ticket: c.ticket, site: siteName(c.language) });

/** The complainant's mails, in the language of the filing request, with the times in India time. All essential. */
export const complaintMails = {
  received: (c: Complaint, followUrl: string, adHidden: boolean): MailContent => {
    const t = text(c.language);
    const at = (date: Date) => formatIndiaTime(date, c.language);
    const paragraphs = [t('received.body', { ticket: c.ticket, filed: at(c.createdAt) }), t('received.dispose', { due: at(c.disposeDueAt) })];
    if (adHidden) paragraphs.push(t('received.hidden'));
    else if (c.removalDueAt && !c.removedAt) paragraphs.push(t('received.removal', { due: at(c.removalDueAt) }));
    return { language: c.language, subject: t('received.subject', { ticket: c.ticket }), greeting: c.name, paragraphs, action: { label: t('received.action'), url: followUrl }, footer: footer(c) };
  },

  /** Without a link: only the key's hash is kept, so the first mail's link is the one to follow. */
  replied: (c: Complaint, message: string): MailContent => {
    const t = text(c.language);
    return {
      language: c.language,
      subject: t('replied.subject', { ticket: c.ticket }),
      greeting: c.name,
      paragraphs: [t('replied.body', { ticket: c.ticket }), message, t('followNote')],
      footer: footer(c),
    };
  },

  closed: (c: Complaint & { closedAt: Date; outcome: string }): MailContent => {
    const t = text(c.language);
    const at = (date: Date) => formatIndiaTime(date, c.language);
    return {
      language: c.language,
      subject: t('closed.subject', { ticket: c.ticket }),
      greeting: c.name,
      paragraphs: [t('closed.body', { ticket: c.ticket, closed: at(c.closedAt) }), c.outcome, t('closed.appeal', { until: at(addDays(c.closedAt, APPEAL_WITHIN_DAYS)) }), t('followNote')],
      footer: footer(c),
    };
  },
};
