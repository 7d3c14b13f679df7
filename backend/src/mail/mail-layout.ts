import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { layoutText, SITE_NAME } from './mail-texts';

export { SITE_NAME };

/** What a mail says; `renderMail` gives it the site's frame in plain text and HTML. */
export interface MailContent {
  /** The language it is written in, for the frame's own words and `<html lang>`; English when not given. */
  language?: Language;
  subject: string;
  /** The greeting's name: the account's public display name, never the full name. */
  greeting?: string;
  paragraphs: string[];
  /** The one thing to do: a button in HTML, a link on its own line in text. */
  action?: { label: string; url: string };
  /** Non-essential mails only: the one-click link that turns this kind of mail off. */
  unsubscribeUrl?: string;
  /** Why the recipient gets it, instead of the account footer: for mails to people who may have no account (a complainant). */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Frames a mail in the site's voice, with its name and address. A non-essential mail also gets the
 * RFC 8058 headers, so that mail apps show their own one-click "Unsubscribe".
 */
export function renderMail(content: MailContent, publicUrl: string, oneClickUrl?: string): RenderedMail {
  const language = content.language ?? DEFAULT_LANGUAGE;
  const t = layoutText(language);
  const site = t('siteName');
  const greeting = content.greeting ? t('greeting', { name: content.greeting }) : t('greetingWithoutName');
  const footer = content.footer ?? t('footer', { site, url: publicUrl });
  const signature = t('signature', { site });
  const text = [
    greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    signature,
    footer + (content.unsubscribeUrl ? `\n${t('stopTheseMailsAt', { url: content.unsubscribeUrl })}` : ''),
  ].join('\n\n');
  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:560px;margin:0 auto;padding:16px">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#c2185b">${escapeHtml(site)}</p>`,
    paragraph(escapeHtml(greeting)),
    ...content.paragraphs.map((p) => paragraph(escapeHtml(p))),
    content.action
      ? paragraph(
          `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#c2185b;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a>`,
        )
      : '',
    paragraph(escapeHtml(signature)),
    `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}`,
    content.unsubscribeUrl ? ` <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#777">${escapeHtml(t('stopTheseMails'))}</a>${escapeHtml(t('fullStop'))}` : '',
    '</p></body></html>',
  ].join('');
  const headers: Record<string, string> = oneClickUrl ? { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  return { subject: content.subject, text, html, headers };
}
