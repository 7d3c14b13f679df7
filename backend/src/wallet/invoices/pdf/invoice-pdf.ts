import type { GstState, InvoiceDocument } from '../invoice-document';
import { CONTENT_WIDTH, createPdf, footOfEveryPage, MUTED, PAGE, pdfBuffer, rule } from './pdf-document';
import { formatIndiaDate, formatPercent, formatRupees, pdfText } from './pdf-texts';
import { type Column, drawTable } from './pdf-table';
import { ascent, type Doc, drawLine, drawParagraph, type TextStyle } from './text-runs';

const TITLE: TextStyle = { size: 20, bold: true };
const LABEL: TextStyle = { size: 8, bold: true, color: MUTED };
const NAME: TextStyle = { size: 10.5, bold: true };
const BODY: TextStyle = { size: 9.5 };
const GAP = 24;

/** Lines stacked from `top` in a column; answers the top of what follows. */
function stack(doc: Doc, x: number, top: number, width: number, lines: [string, TextStyle][]): number {
  return lines.reduce((y, [text, style]) => drawParagraph(doc, text, x, y, width, style), top);
}

/**
 * A GST tax invoice or credit note for a wallet top-up (CGST Rules 2017, rule 46, and rule 53 for the credit note),
 * drawn on A4 in the document's language. The buyer is unregistered: no recipient GSTIN, and the state on record.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const t = pdfText(invoice.language);
  const credit = invoice.kind === 'CREDIT_NOTE';
  const title = t(credit ? 'creditNote.title' : 'invoice.title');
  const doc = await createPdf({ language: invoice.language, title: `${title} ${invoice.number}`, author: invoice.supplier.legalName, createdAt: invoice.issuedAt });
  const left = PAGE.margin;
  const half = (CONTENT_WIDTH - GAP) / 2;
  const state = (s: GstState) => t('party.state', { name: s.name, code: s.code });

  let y = PAGE.margin;
  drawLine(doc, title, left, y + ascent(TITLE), TITLE);
  const numberLine = `${t(credit ? 'creditNote.number' : 'invoice.number')}: ${invoice.number}`;
  drawParagraph(doc, numberLine, left + half + GAP, y, half, { ...NAME, align: 'right' });
  drawParagraph(doc, `${t('party.date')}: ${formatIndiaDate(invoice.issuedAt)}`, left + half + GAP, y + 18, half, { ...BODY, align: 'right' });
  y += 44;
  rule(doc, y);
  y += 10;

  const { supplier, recipient } = invoice;
  const supplierEnd = stack(doc, left, y, half, [
    [t('party.supplier'), LABEL],
    [supplier.legalName, NAME],
    [supplier.address, BODY],
    [t('party.gstin', { gstin: supplier.gstin }), BODY],
    [state(supplier.state), BODY],
  ]);
  const recipientEnd = stack(doc, left + half + GAP, y, half, [
    [t('party.recipient'), LABEL],
    [recipient.name, NAME],
    [t('party.email', { email: recipient.email }), BODY],
    [t('party.unregistered'), BODY],
    [state(recipient.state), BODY],
  ]);
  y = Math.max(supplierEnd, recipientEnd) + 8;
  const placeOfSupply = t('party.placeOfSupply', { name: invoice.placeOfSupply.name, code: invoice.placeOfSupply.code });
  y = drawParagraph(doc, placeOfSupply, left, y, CONTENT_WIDTH, { ...BODY, bold: true });
  if (credit && invoice.original) {
    const original = t('creditNote.original', { number: invoice.original.number, date: formatIndiaDate(invoice.original.issuedAt) });
    y = drawParagraph(doc, original, left, y, CONTENT_WIDTH, { ...BODY, bold: true });
  }
  if (credit && invoice.reason) y = drawParagraph(doc, t('creditNote.reason', { reason: invoice.reason }), left, y, CONTENT_WIDTH, BODY);
  y += 12;

  // Within the supplier's state CGST and SGST apply, elsewhere IGST; a tax charged against that rule is still shown.
  const intraState = supplier.state.code === invoice.placeOfSupply.code;
  const showStateTaxes = intraState || invoice.cgstPaise !== 0 || invoice.sgstPaise !== 0;
  const showIgst = !intraState || invoice.igstPaise !== 0;
  const halfRate = formatPercent(invoice.ratePercent / 2);
  const taxes: [string, number][] = [
    ...(showStateTaxes
      ? ([
          [t('table.cgst', { rate: halfRate }), invoice.cgstPaise],
          [t('table.sgst', { rate: halfRate }), invoice.sgstPaise],
        ] as [string, number][])
      : []),
    ...(showIgst ? ([[t('table.igst', { rate: formatPercent(invoice.ratePercent) }), invoice.igstPaise]] as [string, number][]) : []),
  ];
  const money = 72;
  const columns: Column[] = [
    { header: t('table.description'), width: 0, align: 'left' },
    { header: t('table.sac'), width: 44, align: 'left' },
    { header: t('table.taxable'), width: money, align: 'right' },
    { header: t('table.rate'), width: 34, align: 'right' },
    ...taxes.map(([header]): Column => ({ header, width: 66, align: 'right' })),
    { header: t('table.total'), width: money + 6, align: 'right' },
  ];
  const row = [
    invoice.line.description,
    invoice.line.sac,
    formatRupees(invoice.line.taxablePaise),
    formatPercent(invoice.ratePercent),
    ...taxes.map(([, paise]) => formatRupees(paise)),
    formatRupees(invoice.totalPaise),
  ];
  y = drawTable(doc, y, columns, [row]) + 8;

  // The sums again under the table, the total in bold: what a reader looks for first.
  const sums: [string, string, TextStyle][] = [
    [t('table.taxable'), formatRupees(invoice.line.taxablePaise), BODY],
    ...taxes.map(([label, paise]): [string, string, TextStyle] => [label, formatRupees(paise), BODY]),
    [t(credit ? 'table.totalCredit' : 'table.totalValue'), formatRupees(invoice.totalPaise), { size: 11, bold: true }],
  ];
  const labelX = left + CONTENT_WIDTH - 260;
  for (const [label, amount, style] of sums) {
    drawLine(doc, label, labelX, y + ascent(style), { ...style, width: 150 });
    drawLine(doc, amount, labelX + 150, y + ascent(style), { ...style, width: 110, align: 'right' });
    y += style.size * 1.6;
  }
  y += 10;

  const notes = [
    t(invoice.pricesIncludeTax ? 'notes.inclusive' : 'notes.exclusive'),
    t('notes.reverseCharge'),
    t('notes.payment', { reference: invoice.paymentReference }),
    invoice.utr ? t('notes.utr', { utr: invoice.utr }) : t('notes.utrUnknown'),
  ];
  for (const note of notes) {
    if (y + 20 > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    y = drawParagraph(doc, note, left, y, CONTENT_WIDTH, BODY);
  }

  footOfEveryPage(doc, () => t(credit ? 'creditNote.footer' : 'invoice.footer'));
  return pdfBuffer(doc);
}
