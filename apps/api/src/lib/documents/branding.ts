import { COLORS, CONTENT_WIDTH, FONT, PAGE, rule, type Pdf } from './pdf.ts';

/**
 * Whose document it is: the company on tax invoices, the agent (its own logo and contact, from its
 * settings) on what the agent hands to its client, so the client sees the agent's brand.
 */
export interface Branding {
  name: string;
  /** PNG or JPEG bytes; null prints the name only. */
  logo: Buffer | null;
  /** Address, phone, e-mail, web: one short line each. */
  contact: string[];
  /** The phone numbers alone ("+971 4 ... · +971 50 ..."), for texts that name whom to call. */
  phones?: string;
}

/** PNG or JPEG by their magic bytes: the two image types a PDF can embed. */
export function isEmbeddableImage(bytes: Buffer): boolean {
  const png = bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/**
 * The page header: logo (or the name large) and contact lines on the left, the document's title and
 * its reference lines on the right, then a rule. Leaves the cursor below it.
 */
export function drawHeader(doc: Pdf, brand: Branding, title: string, meta: [string, string][]): void {
  const top = PAGE.margin;
  const leftWidth = CONTENT_WIDTH * 0.55;
  let y = top;
  if (brand.logo) {
    try {
      doc.image(brand.logo, PAGE.margin, y, { fit: [150, 48] });
      y += 54;
    } catch {
      // An image pdfkit cannot read: the name stands in for it.
    }
  }
  doc
    .font(FONT.bold)
    .fontSize(brand.logo && y > top ? 11 : 16)
    .fillColor(COLORS.text);
  doc.text(brand.name, PAGE.margin, y, { width: leftWidth });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLORS.muted);
  for (const line of brand.contact.filter(Boolean)) doc.text(line, { width: leftWidth });
  const leftBottom = doc.y;

  const rightX = PAGE.margin + leftWidth + 10;
  const rightWidth = CONTENT_WIDTH - leftWidth - 10;
  doc.font(FONT.bold).fontSize(15).fillColor(COLORS.accent).text(title, rightX, top, {
    width: rightWidth,
    align: 'right',
  });
  doc.moveDown(0.3).font(FONT.regular).fontSize(8.5).fillColor(COLORS.text);
  for (const [label, value] of meta)
    doc.text(`${label}: ${value}`, rightX, doc.y, { width: rightWidth, align: 'right' });
  const bottom = Math.max(leftBottom, doc.y) + 10;
  rule(doc, bottom, COLORS.accent);
  doc.x = PAGE.margin;
  doc.y = bottom + 12;
  doc.fillColor(COLORS.text);
}
