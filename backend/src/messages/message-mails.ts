import type { MailContent } from '../mail/mail-layout';

const PREVIEW = 300;

/** The mail about a new message (non-essential: the user can turn message mails off). */
export const newMessageMail = (recipientName: string, senderName: string, adTitle: string, text: string, conversationUrl: string): MailContent => ({
  subject: `New message from ${senderName} about "${adTitle}"`,
  greeting: recipientName,
  paragraphs: [
    `${senderName} wrote to you about "${adTitle}":`,
    text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text,
    'Reply on Bazaar: your e-mail address and phone number stay private. We mail you at most once every 15 minutes per conversation.',
  ],
  action: { label: 'Read and reply', url: conversationUrl },
});
