import type { FontName } from './fonts';

export type Doc = PDFKit.PDFDocument;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

type Script = 'latin' | 'devanagari';

/** A piece of text drawn in one font. */
export interface Run {
  script: Script;
  text: string;
}

/** The letters and signs written in Devanagari, with the dandas (।) and Vedic marks it shares with other scripts. */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/**
 * Characters both fonts draw (checked with fontkit): they stay in the run around them, so "₹1,180.00 का कर बीजक" or
 * "सीजीएसटी 9%" is one run in one font, and a word's zero-width joiners stay with its letters.
 */
const COMMON = /^(?:[\s0-9.,:;!?'"()[\]/%+\-–—₹]|\u200C|\u200D)$/u;

/** A text split by script: Devanagari letters in one run, other letters in another, common characters joining a neighbour. */
export function scriptRuns(text: string): Run[] {
  const runs: { script: Script | null; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    if (COMMON.test(char)) {
      if (last) last.text += char;
      else runs.push({ script: null, text: char });
      continue;
    }
    const script: Script = DEVANAGARI.test(char) ? 'devanagari' : 'latin';
    if (last && (last.script === script || last.script === null)) {
      last.script = script;
      last.text += char;
    } else {
      // Digits and signs that start this word go with its letters ("जीएसटीआईएन: 29AABCB1234C1Z5": 29 in Latin).
      const lead = last ? (/(?:^|\s)([^\s]*)$/u.exec(last.text)?.[1] ?? '') : '';
      const moved = [...lead].every((c) => COMMON.test(c)) && lead.length < (last?.text.length ?? 0) ? lead : '';
      if (last && moved) last.text = last.text.slice(0, -moved.length);
      runs.push({ script, text: moved + char });
    }
  }
  return runs.map((run) => ({ script: run.script ?? 'latin', text: run.text }));
}

const fontFor = (script: Script, bold?: boolean): FontName => (script === 'devanagari' ? (bold ? 'devanagariBold' : 'devanagari') : bold ? 'latinBold' : 'latin');

/** Distance between baselines: room for the Devanagari marks above the headline and below the letters. */
export const lineHeight = (style: TextStyle) => style.size * 1.5;
/** From the top of a line box to its baseline. */
export const ascent = (style: TextStyle) => style.size * 1.1;

/** The width of a text drawn in `style`, run by run. */
export function widthOf(doc: Doc, text: string, style: TextStyle): number {
  return scriptRuns(text).reduce((sum, run) => sum + doc.font(fontFor(run.script, style.bold)).fontSize(style.size).widthOfString(run.text), 0);
}

/**
 * One line with its baseline at `y`, aligned in [x, x + width]. Each run is placed at the position measured for it
 * rather than chained with pdfkit's `continued`, whose alignment of mixed fragments is unreliable; fontkit shapes each
 * run (conjuncts, matras) when pdfkit lays it out.
 */
export function drawLine(doc: Doc, text: string, x: number, y: number, style: TextStyle & { width?: number; align?: 'left' | 'right' | 'center' }): void {
  const runs = scriptRuns(text);
  const total = widthOf(doc, text, style);
  const room = (style.width ?? total) - total;
  let at = x + (style.align === 'right' ? room : style.align === 'center' ? room / 2 : 0);
  doc.fillColor(style.color ?? '#111111');
  for (const run of runs) {
    doc.font(fontFor(run.script, style.bold)).fontSize(style.size);
    doc.text(run.text, at, y, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(run.text);
  }
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/** A word too wide for a line, cut between graphemes (an e-mail address; never inside a Devanagari syllable). */
function cutWord(doc: Doc, word: string, width: number, style: TextStyle): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && widthOf(doc, piece + segment, style) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += segment;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** A text broken into lines that fit `width`: at spaces, at its own line breaks, and inside words only when one is too long. */
export function wrapLines(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = widthOf(doc, word, style) > width ? cutWord(doc, word, width, style) : [word];
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    if (line || !lines.length) lines.push(line);
  }
  return lines;
}

/** The height `wrapLines` would take. */
export const heightOf = (doc: Doc, text: string, width: number, style: TextStyle) => wrapLines(doc, text, width, style).length * lineHeight(style);

/** A wrapped, left- or right-aligned text whose first line box starts at `top`; answers the top of what follows. */
export function drawParagraph(doc: Doc, text: string, x: number, top: number, width: number, style: TextStyle & { align?: 'left' | 'right' }): number {
  let y = top;
  for (const line of wrapLines(doc, text, width, style)) {
    drawLine(doc, line, x, y + ascent(style), { ...style, width });
    y += lineHeight(style);
  }
  return y;
}
