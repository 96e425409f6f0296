import type PDFDocument from 'pdfkit';
import type { Language } from '@portal/domain';
import { t } from '../i18n/index.ts';
import { lazyModule } from '../lazy-module.ts';
import { FONT, installTextHelper } from './text.ts';

/** Loaded on the first document (lazy-module.ts). */
const pdfkit = lazyModule<typeof PDFDocument>('pdfkit');

export { FONT } from './text.ts';

/**
 * The shared PDF pieces of every document the portal hands out (invoices, vouchers, e-tickets;
 * hotels' vouchers next): one page geometry, one palette, rendering to a Buffer, page breaks and a
 * footer with page numbers. Amounts and dates are written with @portal/domain's format module
 * (formatMoney, formatDate, formatDateTime), as on screens, in Excel and in mails.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Lowest y content may reach before the footer. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 24;

export const COLORS = {
  text: '#0f172a',
  muted: '#475569',
  faint: '#94a3b8',
  rule: '#cbd5e1',
  band: '#f1f5f9',
  accent: '#0f5c63',
} as const;

export type Pdf = PDFKit.PDFDocument;

export interface RenderOptions {
  title: string;
  /** Printed at the foot of every page, left of the page number. */
  footer?: string;
  /** The document's language (issue 35): its labels' and, for Arabic, a right-to-left page. Default English. */
  language?: Language;
}

/** Builds a document (A4, 48 pt margins) and answers its bytes; every page gets the footer and "Page n of N". */
export function renderPdf(
  options: RenderOptions,
  build: (doc: Pdf) => Promise<void> | void,
): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: options.title, Producer: 'B2B portal' },
  });
  const language = options.language ?? 'en';
  installTextHelper(doc, language);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve(build(doc))
      .then(() => {
        drawFooters(doc, options.footer ?? '', language);
        doc.end();
      })
      .catch(reject);
  });
}

function drawFooters(doc: Pdf, text: string, language: Language): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin - 10;
    // Writing below the bottom margin would open a new page: lift the margin while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLORS.faint);
    if (text) doc.text(text, PAGE.margin, y, { width: CONTENT_WIDTH - 70, lineBreak: false, ellipsis: true });
    doc.text(
      t(language, 'doc.page', { page: i - range.start + 1, pages: range.count }),
      PAGE.width - PAGE.margin - 70,
      y,
      {
        width: 70,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor(COLORS.text);
}

/** Starts a new page when `height` points do not fit below the current position; answers the y to write at. */
export function ensureRoom(doc: Pdf, height: number): number {
  if (doc.y + height > CONTENT_BOTTOM) doc.addPage();
  return doc.y;
}

/** A thin rule across the content width at `y` (default: the current position). */
export function rule(doc: Pdf, y = doc.y, color: string = COLORS.rule): void {
  doc
    .save()
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.7)
    .strokeColor(color)
    .stroke()
    .restore();
}
