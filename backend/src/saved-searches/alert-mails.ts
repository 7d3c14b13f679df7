import type { MailContent } from '../mail/mail-layout';

export interface AlertAd {
  title: string;
  url: string;
}

/** Mails of saved searches (non-essential: each carries the one-click link that deletes its search). */
export const alertMails = {
  instant: (name: string | null, summary: string, ad: AlertAd, searchUrl: string): MailContent => ({
    subject: `New ad for your saved search: ${ad.title}`,
    greeting: name ?? undefined,
    paragraphs: [`A new ad matches your saved search “${summary}”:`, ad.title, `See every match: ${searchUrl}`],
    action: { label: 'See the ad', url: ad.url },
  }),
  digest: (name: string | null, summary: string, ads: AlertAd[], searchUrl: string): MailContent => ({
    subject: `${ads.length === 1 ? '1 new ad' : `${ads.length} new ads`} for your saved search: ${summary}`,
    greeting: name ?? undefined,
    paragraphs: [`New ads since yesterday for your saved search “${summary}”:`, ...ads.map((ad) => `${ad.title}: ${ad.url}`)],
    action: { label: 'See the results', url: searchUrl },
  }),
};
