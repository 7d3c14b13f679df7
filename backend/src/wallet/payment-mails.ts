import type { MailContent } from '../mail/mail-layout';
import { toRupees } from '../database/columns';
import type { Payment } from './payment.entity';

const rupees = (paise: number) => `₹${toRupees(paise).toLocaleString('en-IN')}`;

/** Notices of a top-up's review (non-essential: the seller can turn them off). */
export const paymentMails = {
  approved: (name: string, payment: Payment, balancePaise: number, myAdsUrl: string): MailContent => ({
    subject: `Your top-up of ${rupees(payment.amountPaise)} was approved`,
    greeting: name,
    paragraphs: [`Your wallet top-up of ${rupees(payment.amountPaise)} (UPI reference ${payment.transactionId}) was approved. Your balance is now ${rupees(balancePaise)}.`],
    action: { label: 'Promote an ad', url: myAdsUrl },
  }),

  rejected: (name: string, payment: Payment, topUpUrl: string): MailContent => ({
    subject: `Your top-up of ${rupees(payment.amountPaise)} was not approved`,
    greeting: name,
    paragraphs: [
      `We could not match your wallet top-up of ${rupees(payment.amountPaise)} (UPI reference ${payment.transactionId}) to a payment we received, so it was not credited.`,
      'If money left your account, check the UPI reference in your payment app and submit it again, or contact us with a screenshot of the payment.',
    ],
    action: { label: 'Add money again', url: topUpUrl },
  }),
};
