import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvoiceDocument, WalletStatementDocument } from '../invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { formatIndiaDate, formatRupees } from './pdf-texts';
import { renderStatementPdf } from './statement-pdf';

// The PDFs are read back with poppler (Debian's poppler-utils, which `npm test` installs: scripts/test-machine.mjs).
// Without it these tests fail, on purpose: a skipped test would let a broken invoice through unnoticed.
const poppler = spawnSync('pdftotext', ['-v']);
const POPPLER_MISSING = 'pdftotext is missing: these tests read the PDFs back with poppler. Install it with `apt-get install poppler-utils` (as root, `npm test` does that itself).';

const dir = mkdtempSync(join(tmpdir(), 'bazaar-invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const requirePoppler = () => {
  if (poppler.error) throw new Error(POPPLER_MISSING);
};

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr}`);
  return result.stdout;
}

/** The PDF written to a file and read back: its text laid out as on the page (runs of spaces squeezed), page by page. */
function readBack(pdf: Buffer, name: string) {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const pages = run('pdftotext', ['-layout', file, '-'])
    .split('\f')
    .filter((page) => page.trim())
    .map((page) => page.replace(/[ \t]+/g, ' '));
  return { file, pages, text: pages.join('\n') };
}

/** Page 1 as a PNG at 60 dpi, as a preview would show it. */
function firstPagePng(file: string): Buffer {
  run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  return readFileSync(file.replace(/\.pdf$/, '.png'));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const supplier = { legalName: 'Bazaar Classifieds Private Limited', address: '4th Floor, 12 MG Road\nBengaluru 560001', gstin: '29AABCB1234C1Z5', state: { code: '29', name: 'Karnataka' } };

/** ₹1,04,625 + 18% GST, bought in the supplier's own state: CGST and SGST at 9% each. */
const intraState: InvoiceDocument = {
  kind: 'INVOICE',
  language: 'en',
  number: 'BZ/2026-27/000123',
  issuedAt: new Date('2026-11-24T20:00:00Z'), // 25 November in India
  supplier,
  recipient: { name: 'Ravi Kumar', email: 'ravi.kumar@example.com', state: { code: '29', name: 'Karnataka' } },
  placeOfSupply: { code: '29', name: 'Karnataka' },
  line: { description: 'Wallet top-up: advertising services on Bazaar', sac: '998365', taxablePaise: 10_462_500 },
  ratePercent: 18,
  cgstPaise: 941_625,
  sgstPaise: 941_625,
  igstPaise: 0,
  totalPaise: 12_345_750,
  pricesIncludeTax: true,
  paymentReference: 'TOPUP-8F3K2',
  utr: '412345678901',
  original: null,
  reason: null,
};

/** In Hindi, to a buyer in Gujarat: IGST at 18%. */
const interState: InvoiceDocument = {
  ...intraState,
  language: 'hi',
  number: 'BZ/2026-27/000124',
  supplier: { ...supplier, state: { code: '29', name: 'कर्नाटक' } },
  recipient: { name: 'आशा शर्मा', email: 'asha@example.com', state: { code: '24', name: 'गुजरात' } },
  placeOfSupply: { code: '24', name: 'गुजरात' },
  line: { description: 'वॉलेट टॉप-अप: विज्ञापन प्रचार सेवाएँ', sac: '998365', taxablePaise: 100_000 },
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 18_000,
  totalPaise: 118_000,
  pricesIncludeTax: false,
  utr: null,
};

const creditNote: InvoiceDocument = {
  ...intraState,
  kind: 'CREDIT_NOTE',
  number: 'BZ-CN/2026-27/7',
  original: { number: 'BZ/2026-27/000123', issuedAt: new Date('2026-11-20T05:00:00Z') },
  reason: 'Top-up reversed: the bank returned the payment',
};

describe('formatRupees', () => {
  it.each([
    [12_345_678, '₹1,23,456.78'],
    [118_000, '₹1,180.00'],
    [5, '₹0.05'],
    [-150, '−₹1.50'],
  ])('writes %i paise as %s', (paise, text) => expect(formatRupees(paise)).toBe(text));

  it('dates a moment by the calendar in India', () => expect(formatIndiaDate(new Date('2026-03-31T19:00:00Z'))).toBe('01/04/2026'));
});

describe('renderInvoicePdf', () => {
  beforeAll(requirePoppler);

  it('draws an intra-state tax invoice in English with CGST and SGST', async () => {
    const { file, pages, text } = readBack(await renderInvoicePdf(intraState), 'intra-state');
    expect(pages).toHaveLength(1);
    for (const expected of [
      'Tax invoice',
      'Invoice no.: BZ/2026-27/000123',
      'Date: 25/11/2026',
      'Bazaar Classifieds Private Limited',
      'Bengaluru 560001',
      'GSTIN: 29AABCB1234C1Z5',
      'State: Karnataka (code 29)',
      'Ravi Kumar',
      'E-mail: ravi.kumar@example.com',
      'GSTIN: unregistered',
      'Place of supply: Karnataka (code 29)',
      '998365',
      '₹1,04,625.00',
      'CGST 9% ₹9,416.25',
      'SGST 9% ₹9,416.25',
      'Invoice total ₹1,23,457.50',
      'Prices include GST',
      'Tax payable on reverse charge: No',
      'Payment reference: TOPUP-8F3K2',
      'UTR: 412345678901',
      'computer-generated invoice',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(firstPagePng(file).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('draws an inter-state tax invoice in Hindi with IGST, in Devanagari fonts', async () => {
    const { file, text } = readBack(await renderInvoicePdf(interState), 'inter-state-hi');
    // Text taken from a PDF follows the glyphs in visual order: a short i (ि) comes out before its consonant and a reph
    // after its syllable ("दिनांक" reads back as "िदनांक", "कर्नाटक" as "कनार्टक"), though the pages show them right
    // (checked on the PNG). So the Hindi asserted here is made of words without those two signs.
    for (const expected of [
      'कर बीजक',
      'बीजक संख्या: BZ/2026-27/000124',
      '25/11/2026',
      'जीएसटीआईएन: 29AABCB1234C1Z5',
      'जीएसटीआईएन: अपंजीकृत',
      'राज्य:',
      '(कोड 29)',
      'आशा',
      'गुजरात (कोड 24)',
      'ईमेल: asha@example.com',
      'कर योग्य मूल्य',
      'आईजीएसटी 18% ₹180.00',
      'बीजक का कुल मूल्य ₹1,180.00',
      'कर मूल्य में जोड़ा गया', // prices exclude GST
      'कर: नहीं', // reverse charge: no ("देय" reads back as "दे य")
      'यूटीआर: ज्ञात नहीं',
      'TOPUP-8F3K2',
      'हस्ताक्षर की आवश्यकता नहीं है',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('सीजीएसटी 9%');
    expect(run('pdffonts', [file])).toMatch(/NotoSansDevanagari-Bold +CID TrueType +Identity-H +yes +yes +yes/);
    expect(firstPagePng(file).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('draws a credit note naming the invoice it corrects and why', async () => {
    const { file, text } = readBack(await renderInvoicePdf(creditNote), 'credit-note');
    for (const expected of [
      'Credit note',
      'Credit note no.: BZ-CN/2026-27/7',
      'Against tax invoice BZ/2026-27/000123 dated 20/11/2026',
      'Reason: Top-up reversed: the bank returned the payment',
      'Total credited ₹1,23,457.50',
      'computer-generated credit note',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Tax invoice\n');
    expect(firstPagePng(file).subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const hindi = readBack(await renderInvoicePdf({ ...creditNote, language: 'hi', reason: 'भुगतान प्राप्त नहीं हुआ' }), 'credit-note-hi').text;
    // "क्रेडिट" reads back as "क्रेिडट" (the short i again): the heading is asserted by its second word and the number.
    expect(hindi).toContain('नोट संख्या: BZ-CN/2026-27/7');
    expect(hindi).toContain('कर बीजक BZ/2026-27/000123');
    expect(hindi).toContain('कारण: भुगतान प्राप्त नहीं हुआ');
    expect(hindi).toContain('कुल जमा'); // "राशि" has the short i
    expect(hindi).toContain('₹1,23,457.50');
  });
});

describe('renderStatementPdf', () => {
  beforeAll(requirePoppler);

  const day = (n: number) => new Date(Date.UTC(2026, 3, 1, 6, 30) + n * 24 * 3600 * 1000);
  const entries = Array.from({ length: 80 }, (_, i) => {
    const amountPaise = i % 10 === 0 ? 118_000 : -1_500;
    return { at: day(i), description: `Entry ${String(i + 1).padStart(3, '0')}: ${i % 10 === 0 ? 'wallet top-up' : 'top of list for 7 days'}`, adId: i % 10 === 0 ? null : 5000 + i, amountPaise };
  });
  let balance = 50_000;
  const statement: WalletStatementDocument = {
    language: 'en',
    operatorName: 'Bazaar',
    holder: { name: 'Ravi Kumar', email: 'ravi.kumar@example.com' },
    from: day(0),
    to: day(79),
    openingPaise: 50_000,
    closingPaise: 50_000 + 8 * 118_000 - 72 * 1_500,
    entries: entries.map((entry) => ({ ...entry, balancePaise: (balance += entry.amountPaise) })),
    generatedAt: new Date('2026-06-20T04:00:00Z'),
  };

  it('runs 80 movements over several pages, the table header on each, every row whole and once', async () => {
    const { file, pages, text } = readBack(await renderStatementPdf(statement), 'statement');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('Wallet statement');
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('Period: 01/04/2026 to 19/06/2026');
    expect(text).toContain('Opening balance ₹500.00');
    expect(text).toContain(`Closing balance ${formatRupees(statement.closingPaise)}`);
    expect(text).toContain('Generated on 20/06/2026 09:30 IST');
    pages.forEach((page, i) => {
      expect(page).toMatch(/Date Description Ad Credit Debit Balance/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    for (const [i, entry] of statement.entries.entries()) {
      const row = text.split('\n').filter((line) => line.includes(`Entry ${String(i + 1).padStart(3, '0')}:`));
      expect(row).toHaveLength(1);
      expect(row[0]).toContain(formatIndiaDate(entry.at));
      expect(row[0]).toContain(formatRupees(entry.balancePaise));
    }
    expect(text).toContain('₹1,180.00');
    expect(firstPagePng(file).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });
});
