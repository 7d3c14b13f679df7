import type { WalletStatementDocument } from '../invoice-document';
import { CONTENT_WIDTH, createPdf, footOfEveryPage, MUTED, PAGE, pdfBuffer, rule } from './pdf-document';
import { type Column, drawTable } from './pdf-table';
import { formatIndiaDate, formatIndiaDateTime, formatRupees, pdfText } from './pdf-texts';
import { ascent, drawLine, drawParagraph, type TextStyle } from './text-runs';

const TITLE: TextStyle = { size: 18, bold: true };
const LABEL: TextStyle = { size: 8, bold: true, color: MUTED };
const BODY: TextStyle = { size: 9.5 };
const BALANCE: TextStyle = { size: 10.5, bold: true };

/**
 * A seller's wallet statement on A4 in their language: the opening balance, one table row per movement (the table's
 * header repeated on every page it runs onto), the closing balance, and page numbers at the foot.
 */
export async function renderStatementPdf(statement: WalletStatementDocument): Promise<Buffer> {
  const t = pdfText(statement.language);
  const title = t('statement.title');
  const doc = await createPdf({ language: statement.language, title: `${title}: ${statement.holder.name}`, author: statement.operatorName, createdAt: statement.generatedAt });
  const left = PAGE.margin;
  const half = CONTENT_WIDTH / 2;

  let y = PAGE.margin;
  drawLine(doc, statement.operatorName, left, y + ascent(LABEL), LABEL);
  drawParagraph(doc, t('statement.generated', { at: formatIndiaDateTime(statement.generatedAt) }), left + half, y, half, { ...LABEL, bold: false, align: 'right' });
  y += 14;
  drawLine(doc, title, left, y + ascent(TITLE), TITLE);
  y += 36;
  rule(doc, y);
  y += 10;

  y = drawParagraph(doc, t('statement.holder'), left, y, half, LABEL);
  y = drawParagraph(doc, statement.holder.name, left, y, CONTENT_WIDTH, BALANCE);
  y = drawParagraph(doc, statement.holder.email, left, y, CONTENT_WIDTH, BODY);
  y = drawParagraph(doc, t('statement.period', { from: formatIndiaDate(statement.from), to: formatIndiaDate(statement.to) }), left, y + 4, CONTENT_WIDTH, BODY);
  y += 8;

  const balanceLine = (label: string, paise: number) => {
    drawLine(doc, label, left, y + ascent(BALANCE), BALANCE);
    drawLine(doc, formatRupees(paise), left, y + ascent(BALANCE), { ...BALANCE, width: CONTENT_WIDTH, align: 'right' });
    y += BALANCE.size * 1.8;
  };
  balanceLine(t('statement.opening'), statement.openingPaise);

  const columns: Column[] = [
    { header: t('statement.date'), width: 62, align: 'left' },
    { header: t('statement.description'), width: 0, align: 'left' },
    { header: t('statement.ad'), width: 50, align: 'right' },
    { header: t('statement.credit'), width: 74, align: 'right' },
    { header: t('statement.debit'), width: 74, align: 'right' },
    { header: t('statement.balance'), width: 80, align: 'right' },
  ];
  const rows = statement.entries.map((entry) => [
    formatIndiaDate(entry.at),
    entry.description,
    entry.adId === null ? '' : String(entry.adId),
    entry.amountPaise > 0 ? formatRupees(entry.amountPaise) : '',
    entry.amountPaise < 0 ? formatRupees(-entry.amountPaise) : '',
    formatRupees(entry.balancePaise),
  ]);
  y = drawTable(doc, y, columns, rows, { size: 8.5 });
  if (!rows.length) y = drawParagraph(doc, t('statement.none'), left, y + 6, CONTENT_WIDTH, { ...BODY, color: MUTED });
  y += 10;

  if (y + BALANCE.size * 1.8 > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  balanceLine(t('statement.closing'), statement.closingPaise);

  footOfEveryPage(doc, (page, pages) => `${statement.operatorName} — ${t('statement.page', { page: String(page), pages: String(pages) })}`);
  return pdfBuffer(doc);
}
