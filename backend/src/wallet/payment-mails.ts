import type { Language } from '../common/language';
import { texts } from '../common/texts';
import type { MailContent } from '../mail/mail-layout';
import { formatRupees } from '../database/columns';
import { PAYMENT_MAIL_TEXTS } from './payment-mail-texts';
import { type Payment, paymentLabel } from './payment.entity';

const text = texts('payment-mails', PAYMENT_MAIL_TEXTS);

/** The top-up a mail is about, as its texts' values. */
const valuesOf = (payment: Payment) => ({ amount: formatRupees(payment.amountPaise), reference: paymentLabel(payment) });

/** Notices of a top-up's review, in the payer's language (non-essential: the seller can turn them off). */
export const paymentMails = {
  /** With the GST invoice issued for it, a paragraph names the invoice and where to download it. */
  approved: (language: Language, name: string, payment: Payment, balancePaise: number, myAdsUrl: string, invoice?: { number: string; url: string }): MailContent => {
    const t = text(language);
    const values = { ...valuesOf(payment), balance: formatRupees(balancePaise) };
    return {
      language,
      subject: t('approved.subject', values),
      greeting: name,
      paragraphs: [t('approved.body', values), ...(invoice ? [t('approved.invoice', { invoice: invoice.number, link: invoice.url })] : [])],
      action: { label: t('approved.action'), url: myAdsUrl },
    };
  },

  rejected: (language: Language, name: string, payment: Payment, topUpUrl: string): MailContent => {
    const t = text(language);
    const values = valuesOf(payment);
    return {
      language,
      subject: t('rejected.subject', values),
      greeting: name,
      paragraphs: [t('rejected.body', values), t('rejected.next')],
      action: { label: t('rejected.action'), url: topUpUrl },
    };
  },
};
