import type { Language } from '../common/language';
import { texts } from '../common/texts';
import type { MailContent } from '../mail/mail-layout';
import { siteName } from '../mail/mail-texts';
import { MESSAGE_MAIL_TEXTS } from './message-mail-texts';

const text = texts('message-mails', MESSAGE_MAIL_TEXTS);

const PREVIEW = 300;

/** The mail about a new message, in the recipient's language (non-essential: the user can turn message mails off). */
export const newMessageMail = (language: Language, recipientName: string, senderName: string, adTitle: string, message: string, conversationUrl: string): MailContent => {
  const t = text(language);
  const values = { sender: senderName, ad: adTitle };
  return {
    language,
    subject: t('subject', values),
    greeting: recipientName,
    paragraphs: [t('wrote', values), message.length > PREVIEW ? `${message.slice(0, PREVIEW)}…` : message, t('reply', { site: siteName(language) })],
    action: { label: t('action'), url: conversationUrl },
  };
};
