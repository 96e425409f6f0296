import { COLORS, CONTENT_BOTTOM, FONT, PAGE, rule, type Pdf } from './pdf.ts';

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  /** A heading row (an order line above its priced parts). */
  bold?: boolean;
  /** Secondary rows (notes, promo, breakdown parts) in the muted colour. */
  muted?: boolean;
}

const PAD = 4;

function drawHead(doc: Pdf, columns: readonly TableColumn[], y: number): number {
  const width = columns.reduce((s, c) => s + c.width, 0);
  doc.save().rect(PAGE.margin, y, width, 18).fill(COLORS.band).restore();
  doc.font(FONT.bold).fontSize(8).fillColor(COLORS.muted);
  let x = PAGE.margin;
  for (const c of columns) {
    doc.text(c.header, x + PAD, y + 5, {
      width: c.width - 2 * PAD,
      align: c.align ?? 'left',
      lineBreak: false,
    });
    x += c.width;
  }
  return y + 22;
}

/**
 * A table across pages: the header row again on every new page, rows never split, cell text
 * wrapped within its column. Leaves the cursor under the last row.
 */
export function drawTable(doc: Pdf, columns: readonly TableColumn[], rows: readonly TableRow[]): void {
  let y = drawHead(doc, columns, doc.y);
  for (const row of rows) {
    doc.font(row.bold ? FONT.bold : FONT.regular).fontSize(row.muted ? 8 : 9);
    const height =
      Math.max(
        ...columns.map((c, i) => doc.heightOfString(row.cells[i] ?? '', { width: c.width - 2 * PAD })),
      ) + 4;
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = drawHead(doc, columns, doc.y);
      doc.font(row.bold ? FONT.bold : FONT.regular).fontSize(row.muted ? 8 : 9);
    }
    if (row.bold && y > doc.page.margins.top + 30) rule(doc, y - 2);
    doc.fillColor(row.muted ? COLORS.muted : COLORS.text);
    let x = PAGE.margin;
    for (const [i, c] of columns.entries()) {
      doc.text(row.cells[i] ?? '', x + PAD, y, { width: c.width - 2 * PAD, align: c.align ?? 'left' });
      x += c.width;
    }
    y += height;
  }
  doc.fillColor(COLORS.text);
  doc.x = PAGE.margin;
  doc.y = y + 4;
}

/** Label and amount lines right-aligned under a table (subtotal, VAT, total). */
export function totals(doc: Pdf, lines: readonly { label: string; value: string; bold?: boolean }[]): void {
  const width = 260;
  const x = PAGE.margin + (doc.page.width - 2 * PAGE.margin) - width;
  for (const line of lines) {
    const y = doc.y;
    doc
      .font(line.bold ? FONT.bold : FONT.regular)
      .fontSize(line.bold ? 11 : 9.5)
      .fillColor(COLORS.text);
    doc.text(line.label, x, y, { width: width - 110, align: 'right' });
    doc.text(line.value, x + width - 105, y, { width: 105, align: 'right' });
    doc.y = Math.max(doc.y, y + (line.bold ? 15 : 13));
  }
  doc.x = PAGE.margin;
}
