import PDFDocument from 'pdfkit';
import type { Language } from '../../../common/language';
import { type FontName, loadFonts } from './fonts';
import { languageTag } from './pdf-texts';
import { type Doc, drawLine, lineHeight, type TextStyle, wrapLines, ascent } from './text-runs';

/** A4 in points, with the margins every page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const MUTED = '#555555';
export const RULE = '#9a9a9a';

/** An empty A4 document with the four fonts registered, its pages kept until the end (page numbers, footers). */
export async function createPdf(meta: { language: Language; title: string; author: string; createdAt: Date }): Promise<Doc> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: languageTag(meta.language),
    displayTitle: true,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author, CreationDate: meta.createdAt },
  });
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name as FontName, data);
  return doc;
}

/** The finished file: ends the document and collects what pdfkit streams out. */
export function pdfBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A horizontal rule across the content width. */
export function rule(doc: Doc, y: number, color = RULE, x = PAGE.margin, width = CONTENT_WIDTH): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

/** Small print centred in the bottom margin of every page, drawn once the content is done (the pages are kept). */
export function footOfEveryPage(doc: Doc, text: (page: number, pages: number) => string, style: TextStyle = { size: 7.5, color: MUTED }): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    let top = PAGE.height - PAGE.margin + 8;
    for (const line of wrapLines(doc, text(i - start + 1, count), CONTENT_WIDTH, style)) {
      drawLine(doc, line, PAGE.margin, top + ascent(style), { ...style, width: CONTENT_WIDTH, align: 'center' });
      top += lineHeight(style);
    }
  }
}
