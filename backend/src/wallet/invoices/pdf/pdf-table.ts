import { CONTENT_WIDTH, PAGE, rule } from './pdf-document';
import { ascent, type Doc, drawLine, lineHeight, type TextStyle, wrapLines } from './text-runs';

export interface Column {
  header: string;
  /** Points; 0 for the one column that takes what the others leave. */
  width: number;
  align: 'left' | 'right';
}

const PAD_X = 4;
const PAD_Y = 4;
const HEADER_FILL = '#ececec';

/**
 * A table from `top`, its cells wrapped to their columns. A row that does not fit above the bottom margin starts a new
 * page, where the header row is drawn again; a row is never split. Answers the top of what follows.
 */
export function drawTable(doc: Doc, top: number, columns: Column[], rows: string[][], style: TextStyle = { size: 9 }): number {
  const rest = CONTENT_WIDTH - columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => column.width || rest);
  const bottom = PAGE.height - PAGE.margin;
  const headerStyle: TextStyle = { ...style, bold: true };

  const layout = (cells: string[], cellStyle: TextStyle) => {
    const lines = cells.map((cell, i) => wrapLines(doc, cell, widths[i] - 2 * PAD_X, cellStyle));
    return { lines, height: Math.max(...lines.map((l) => l.length)) * lineHeight(cellStyle) + 2 * PAD_Y };
  };
  const drawRow = (y: number, row: ReturnType<typeof layout>, cellStyle: TextStyle) => {
    let x = PAGE.margin;
    row.lines.forEach((lines, i) => {
      lines.forEach((line, n) => {
        const baseline = y + PAD_Y + n * lineHeight(cellStyle) + ascent(cellStyle);
        drawLine(doc, line, x + PAD_X, baseline, { ...cellStyle, width: widths[i] - 2 * PAD_X, align: columns[i].align });
      });
      x += widths[i];
    });
  };
  const header = layout(
    columns.map((column) => column.header),
    headerStyle,
  );
  const drawHeader = (y: number) => {
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, header.height).fill(HEADER_FILL);
    drawRow(y, header, headerStyle);
    return y + header.height;
  };

  let y = drawHeader(top);
  for (const cells of rows) {
    const row = layout(cells, style);
    if (y + row.height > bottom) {
      doc.addPage();
      y = drawHeader(PAGE.margin);
    }
    drawRow(y, row, style);
    y += row.height;
    rule(doc, y, '#d0d0d0');
  }
  return y;
}
