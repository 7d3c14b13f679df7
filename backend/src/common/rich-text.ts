import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import sanitizeHtml from 'sanitize-html';

/** The HTML the admin's rich-text editors produce: text formatting and links, nothing that runs. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, RICH_TEXT);

/** A rich-text (HTML) field: sanitised on the way in, so what is stored is safe to render. */
export const RichText = (maxLength = 20_000) =>
  applyDecorators(
    IsString(),
    MaxLength(maxLength),
    Transform(({ value }) => (typeof value === 'string' ? sanitizeRichText(value) : value)),
  );

/** Trims a plain-text field. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases a field stored that way, before its length is checked ("İ" lower-cases into two characters). */
/** Trimmed; an empty text is "unset" (null), as the console's cleared fields send it. */
export const TrimToNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
export const TrimLower = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * Sanitised rich text as plain text, cut to `maxLength` characters at a word: for excerpts and meta
 * descriptions. sanitize-html with no tags allowed leaves the text with only &, < and > escaped.
 */
export function richTextExcerpt(html: string, maxLength: number): string {
  const blocksApart = html.replace(/<\/(p|li|h[2-4]|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(blocksApart, { allowedTags: [], allowedAttributes: {} }).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > maxLength / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
