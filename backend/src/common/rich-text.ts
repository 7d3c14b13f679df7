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
