import type { MailContent } from '../mail/mail-layout';
import { ReportReason } from './report.entity';

/** Why a moderator took an ad down, as the seller reads it. */
export const TAKE_DOWN_REASONS: Record<ReportReason, string> = {
  [ReportReason.Spam]: 'it looks like spam',
  [ReportReason.Fraud]: 'it looks like a scam',
  [ReportReason.Underage]: 'it may involve someone under 18',
  [ReportReason.Offensive]: 'it has offensive content',
  [ReportReason.WrongCategory]: 'it is in the wrong category',
  [ReportReason.Other]: 'it breaks the site rules',
};

const day = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Notices about a seller's ad (non-essential: the seller can turn ad mails off; Activity always shows them). */
export const adMails = {
  takenDown: (name: string, title: string, reason: ReportReason, note: string, termsUrl: string): MailContent => ({
    subject: `Your ad "${title}" was taken down`,
    greeting: name,
    paragraphs: [
      `Our moderators took down your ad "${title}" because ${TAKE_DOWN_REASONS[reason]}.`,
      ...(note ? [`Their note: ${note}`] : []),
      'It is no longer on the site and cannot be published again. If you think this is a mistake, reply to this mail.',
    ],
    action: { label: 'Read the site rules', url: termsUrl },
  }),

  expiring: (name: string, title: string, expiresAt: Date, renewUrl: string): MailContent => ({
    subject: `Your ad "${title}" expires on ${day(expiresAt)}`,
    greeting: name,
    paragraphs: [`Your ad "${title}" stops being shown on ${day(expiresAt)}. Renew it to keep it on the site: it also moves back to the top of the list.`],
    action: { label: 'Renew my ad', url: renewUrl },
  }),

  expired: (name: string, title: string, renewUrl: string): MailContent => ({
    subject: `Your ad "${title}" has expired`,
    greeting: name,
    paragraphs: [`Your ad "${title}" has expired and is no longer shown. Renew it to publish it again, at the top of the list.`],
    action: { label: 'Renew my ad', url: renewUrl },
  }),

  promotionEnded: (name: string, title: string, promoteUrl: string): MailContent => ({
    subject: `The promotion of "${title}" has ended`,
    greeting: name,
    paragraphs: [`The promotion of your ad "${title}" has ended: it is now listed among the regular ads.`],
    action: { label: 'Promote it again', url: promoteUrl },
  }),

  approved: (name: string, title: string, live: boolean, myAdsUrl: string): MailContent => ({
    subject: `Your ad "${title}" was approved`,
    greeting: name,
    paragraphs: [
      live
        ? `Our moderators approved your ad "${title}": it is on the site now, and any days it waited for review were added to its run and its promotion.`
        : `Our moderators approved your ad "${title}". Post it free or promote it from My Ads to put it on the site.`,
    ],
    action: { label: 'Open My Ads', url: myAdsUrl },
  }),

  rejected: (name: string, title: string, reason: string, editUrl: string): MailContent => ({
    subject: `Your ad "${title}" was not approved`,
    greeting: name,
    paragraphs: [
      `Our moderators did not approve your ad "${title}". The reason: ${reason}`,
      'Edit the ad to fix this and it goes back to them for review. Anything you paid for it is kept and starts when it is approved.',
    ],
    action: { label: 'Edit my ad', url: editUrl },
  }),
};
