import { COLORS, CONTENT_WIDTH, ensureRoom, FONT, PAGE, type Pdf } from './pdf.ts';

/** A small uppercase section title with room kept for a few lines under it. */
export function sectionTitle(
  doc: Pdf,
  title: string,
  x: number = PAGE.margin,
  width: number = CONTENT_WIDTH,
): void {
  ensureRoom(doc, 48);
  doc.font(FONT.bold).fontSize(8).fillColor(COLORS.accent).text(title.toUpperCase(), x, doc.y, {
    width,
    characterSpacing: 0.6,
  });
  doc.moveDown(0.25).fillColor(COLORS.text);
}

/** Label/value pairs in two columns (labels muted); empty values are left out. */
export function facts(
  doc: Pdf,
  pairs: readonly [string, string | null | undefined][],
  options: { x?: number; width?: number; labelWidth?: number; size?: number } = {},
): void {
  const x = options.x ?? PAGE.margin;
  const width = options.width ?? CONTENT_WIDTH;
  const labelWidth = options.labelWidth ?? 120;
  const size = options.size ?? 9.5;
  for (const [label, value] of pairs) {
    if (!value) continue;
    doc.font(FONT.regular).fontSize(size);
    const height = Math.max(
      doc.heightOfString(value, { width: width - labelWidth }),
      doc.heightOfString(label, { width: labelWidth - 8 }),
      size + 2,
    );
    const y = ensureRoom(doc, height + 3);
    doc.fillColor(COLORS.muted).text(label, x, y, { width: labelWidth - 8 });
    doc.fillColor(COLORS.text).text(value, x + labelWidth, y, { width: width - labelWidth });
    doc.y = y + height + 3;
  }
  doc.x = PAGE.margin;
}

/** A bulleted list. */
export function bullets(
  doc: Pdf,
  items: readonly string[],
  x: number = PAGE.margin,
  width: number = CONTENT_WIDTH,
): void {
  doc.font(FONT.regular).fontSize(9.5).fillColor(COLORS.text);
  for (const item of items) {
    const height = doc.heightOfString(item, { width: width - 12 });
    const y = ensureRoom(doc, height + 2);
    doc.text('•', x, y, { width: 10 });
    doc.text(item, x + 12, y, { width: width - 12 });
    doc.y = y + height + 2;
  }
  doc.x = PAGE.margin;
}

/** A shaded note box (on-the-day instructions, status notes). */
export function noteBox(doc: Pdf, text: string, options: { bold?: boolean } = {}): void {
  doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(9.5);
  const height = doc.heightOfString(text, { width: CONTENT_WIDTH - 20 }) + 14;
  const y = ensureRoom(doc, height + 6);
  doc.save().roundedRect(PAGE.margin, y, CONTENT_WIDTH, height, 4).fill(COLORS.band).restore();
  doc.fillColor(COLORS.text).text(text, PAGE.margin + 10, y + 7, { width: CONTENT_WIDTH - 20 });
  doc.x = PAGE.margin;
  doc.y = y + height + 8;
}
