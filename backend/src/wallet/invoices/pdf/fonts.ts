import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * The fonts the PDF documents embed (backend/assets/fonts, OFL.txt there). Noto Sans Devanagari has digits, the
 * rupee sign and punctuation but no Latin letters, and Noto Sans no Devanagari: each text is drawn in runs, one
 * font per script (text-runs.ts). pdfkit embeds only the glyphs a document uses.
 */
export const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;

/**
 * backend/assets/fonts. The build (backend/dist/wallet/invoices/pdf/fonts.js) and the sources (backend/src/wallet/invoices/pdf)
 * are both four folders below backend/, so __dirname finds it in the CommonJS build whatever the working directory.
 * jest runs the sources as ES modules, which have no __dirname (and the CommonJS build allows no import.meta): there
 * the working directory decides, backend/ for jest and the repository root for `npm start`.
 */
export function fontDirectory(): string {
  const candidates = [
    ...(typeof __dirname === 'string' ? [resolve(__dirname, '..', '..', '..', '..', 'assets', 'fonts')] : []),
    resolve(process.cwd(), 'assets', 'fonts'),
    resolve(process.cwd(), 'backend', 'assets', 'fonts'),
  ];
  const found = candidates.find((dir) => Object.values(FONT_FILES).every((file) => existsSync(join(dir, file))));
  if (!found) throw new Error(`The fonts for invoices and statements (${Object.values(FONT_FILES).join(', ')}) are not in ${candidates.join(' or ')}`);
  return found;
}

let loading: Promise<Record<FontName, Buffer>> | undefined;

/** The font files, read once per process (about 1.5 MB) and handed to every document as buffers. */
export function loadFonts(): Promise<Record<FontName, Buffer>> {
  loading ??= (async () => {
    const dir = fontDirectory();
    const names = Object.keys(FONT_FILES) as FontName[];
    const buffers = await Promise.all(names.map((name) => readFile(join(dir, FONT_FILES[name]))));
    return Object.fromEntries(names.map((name, i) => [name, buffers[i]])) as Record<FontName, Buffer>;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
