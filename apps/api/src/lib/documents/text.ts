import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isRtl, type Language } from '@portal/domain';
import { fontRuns, hasArabic, visualRuns, withoutBidiControls, type Direction } from './bidi.ts';

/**
 * The one text-rendering helper of every PDF (issue 35). renderPdf installs it on each document, so
 * every `doc.text` and `doc.heightOfString` of the shared blocks and of the documents goes through it:
 *
 * - Arabic letters are set in Noto Sans Arabic (@fontsource, embedded and subset by pdfkit, shaped by
 *   fontkit), everything else in the document's Latin font (Helvetica), run by run on the same baseline;
 * - mixed Arabic/Latin/number lines are put in visual order by the Unicode bidi algorithm (bidi.ts);
 * - in an Arabic document the page is laid out right to left: every text box, image and shaded box
 *   is mirrored across the page (columns swap sides, the letterhead moves right) and text aligned to
 *   the start aligns right.
 *
 * English text in an English document takes pdfkit's own path unchanged.
 */

const require = createRequire(import.meta.url);
const fontBytes = new Map<string, Buffer>();
function arabicFont(weight: 400 | 700): Buffer {
  const file = `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`;
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/** Font names as registered on a document: the Latin ones are pdfkit's standard fonts. */
export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const ARABIC_FONT = { regular: 'NotoSansArabic', bold: 'NotoSansArabic-Bold' } as const;

/** Line metrics (× font size) of a line with Arabic letters: Noto's letters rise and fall further than Helvetica's. */
const ARABIC_ASCENT = 1.0;
const ARABIC_LINE_HEIGHT = 1.6;

type Pdf = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center' | 'justify';
interface TextOptions {
  width?: number;
  align?: Align;
  lineBreak?: boolean;
  ellipsis?: boolean | string;
  characterSpacing?: number;
  lineGap?: number;
  [key: string]: unknown;
}
interface PdfState {
  _font: { name: string; ascender: number };
  _fontSize: number;
}
type TextFn = (text: string, x?: number | TextOptions, y?: number, options?: TextOptions) => Pdf;
type HeightFn = (text: string, options?: TextOptions) => number;
type BoxFn = (x: number, y: number, w: number, h: number, ...rest: unknown[]) => Pdf;
type ImageFn = (
  src: unknown,
  x?: number | Record<string, unknown>,
  y?: number,
  options?: ImageOptions,
) => Pdf;
interface ImageOptions {
  width?: number;
  fit?: [number, number];
  align?: string;
  [key: string]: unknown;
}

const languages = new WeakMap<Pdf, Language>();

/** The language a document is written in (set by renderPdf). */
export function documentLanguage(doc: Pdf): Language {
  return languages.get(doc) ?? 'en';
}

/** Registers the Arabic fonts and routes the document's text, images and boxes through this helper. */
export function installTextHelper(doc: Pdf, language: Language): void {
  languages.set(doc, language);
  doc.registerFont(ARABIC_FONT.regular, arabicFont(400));
  doc.registerFont(ARABIC_FONT.bold, arabicFont(700));
  const rtl = isRtl(language);
  const base: Direction = rtl ? 'rtl' : 'ltr';
  const state = doc as unknown as PdfState;
  const self = doc as unknown as Record<string, unknown>;
  const originalText = (doc.text as unknown as TextFn).bind(doc);
  const originalHeight = doc.heightOfString.bind(doc);
  const ours = (text: string) => rtl || hasArabic(text);

  /** The Latin font of the current weight (the document sets Helvetica or Helvetica-Bold before writing). */
  const weight = (): 'regular' | 'bold' => (/Bold/.test(state._font.name) ? 'bold' : 'regular');

  function measure(text: string, bold: 'regular' | 'bold', size: number, spacing: number): number {
    let width = 0;
    for (const run of fontRuns(text)) {
      doc.font(run.arabic ? ARABIC_FONT[bold] : FONT[bold], size);
      width += doc.widthOfString(run.text, { characterSpacing: run.arabic ? 0 : spacing });
    }
    doc.font(FONT[bold], size);
    return width;
  }

  function lineHeight(line: string, bold: 'regular' | 'bold', size: number, gap: number): number {
    doc.font(FONT[bold], size);
    const latin = doc.currentLineHeight(true);
    return (hasArabic(line) ? Math.max(latin, ARABIC_LINE_HEIGHT * size) : latin) + gap;
  }

  /** Logical lines of `text` within `width` (greedy at spaces; a word longer than the width is cut). */
  function wrap(text: string, fits: (s: string) => boolean): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let wrapped = false;
      for (const token of paragraph.split(/(\s+)/).filter(Boolean)) {
        const space = /^\s+$/.test(token);
        if (space && wrapped && !line) continue;
        if (!space && line.trim() && !fits(line + token)) {
          lines.push(line.trimEnd());
          line = '';
          wrapped = true;
        }
        line += token;
        while (!fits(line) && [...line].length > 1) {
          const chars = [...line];
          let n = chars.length - 1;
          while (n > 1 && !fits(chars.slice(0, n).join(''))) n--;
          lines.push(chars.slice(0, n).join(''));
          line = chars.slice(n).join('');
          wrapped = true;
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  function layout(text: string, options: TextOptions, x: number) {
    const bold = weight();
    const size = state._fontSize;
    const spacing = options.characterSpacing ?? 0;
    const width = options.width ?? doc.page.width - x - doc.page.margins.right;
    const fits = (s: string) => measure(s.trimEnd(), bold, size, spacing) <= width + 0.01;
    let lines: string[];
    if (options.lineBreak === false) {
      let line = text.replace(/\n/g, ' ');
      if (options.ellipsis && options.width !== undefined && !fits(line)) {
        const mark = typeof options.ellipsis === 'string' ? options.ellipsis : '…';
        const chars = [...line];
        while (chars.length > 0 && !fits(chars.join('') + mark)) chars.pop();
        line = chars.join('').trimEnd() + mark;
      }
      lines = [line];
    } else {
      lines = wrap(text, fits);
    }
    return { lines, bold, size, spacing, width, gap: options.lineGap ?? 0 };
  }

  const text: TextFn = (value, xOrOptions, yArg, optionsArg) => {
    const str = String(value ?? '');
    const options = (typeof xOrOptions === 'object' ? xOrOptions : optionsArg) ?? {};
    const x0 = typeof xOrOptions === 'number' ? xOrOptions : doc.x;
    const y0 = typeof xOrOptions === 'number' && typeof yArg === 'number' ? yArg : doc.y;
    if (!ours(str)) return originalText(withoutBidiControls(str), x0, y0, options);
    const { lines, bold, size, spacing, width, gap } = layout(str, options, x0);
    const boxX = rtl ? doc.page.width - x0 - width : x0;
    const align: Align = rtl
      ? options.align === 'center'
        ? 'center'
        : options.align === 'right'
          ? 'left'
          : 'right'
      : (options.align ?? 'left');
    let y = y0;
    for (const line of lines) {
      const height = lineHeight(line, bold, size, gap);
      // A line without Arabic letters (a phone number, an e-mail, a Latin name) reads left to right
      // even on a right-to-left page: "+971 4 831 0759" keeps its groups in order.
      const runs = visualRuns(line, hasArabic(line) ? base : 'ltr');
      const widths = runs.map((r) => {
        doc.font(r.arabic ? ARABIC_FONT[bold] : FONT[bold], size);
        return doc.widthOfString(r.text, { characterSpacing: r.arabic ? 0 : spacing });
      });
      const total = widths.reduce((s, w) => s + w, 0);
      let x =
        align === 'right' ? boxX + width - total : align === 'center' ? boxX + (width - total) / 2 : boxX;
      doc.font(FONT[bold], size);
      const baseline = y + (hasArabic(line) ? ARABIC_ASCENT : state._font.ascender / 1000) * size;
      runs.forEach((run, i) => {
        doc.font(run.arabic ? ARABIC_FONT[bold] : FONT[bold], size);
        // Letter spacing would pull joined Arabic letters apart: Latin runs only.
        originalText(run.text, x, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          characterSpacing: run.arabic ? 0 : spacing,
        });
        x += widths[i] ?? 0;
      });
      y += height;
    }
    doc.font(FONT[bold], size);
    doc.x = x0;
    doc.y = y;
    return doc;
  };

  const heightOfString: HeightFn = (value, options = {}) => {
    const str = String(value ?? '');
    if (!ours(str)) return originalHeight(withoutBidiControls(str), options);
    const x0 = doc.x;
    const { lines, bold, size, gap } = layout(str, options, x0);
    const height = lines.reduce((s, line) => s + lineHeight(line, bold, size, gap), 0);
    doc.font(FONT[bold], size);
    return height;
  };

  self.text = text;
  self.heightOfString = heightOfString;
  if (!rtl) return;

  // Right to left: boxes and images mirror across the page like the text boxes.
  const mirror = (x: number, w: number) => doc.page.width - x - w;
  for (const name of ['rect', 'roundedRect'] as const) {
    const original = (doc[name] as unknown as BoxFn).bind(doc);
    self[name] = (x: number, y: number, w: number, h: number, ...rest: unknown[]) =>
      original(mirror(x, w), y, w, h, ...rest);
  }
  const originalImage = (doc.image as unknown as ImageFn).bind(doc);
  self.image = (
    src: unknown,
    x?: number | Record<string, unknown>,
    y?: number,
    options: ImageOptions = {},
  ) => {
    if (typeof x !== 'number') return originalImage(src, x, y, options);
    const w = options.width ?? options.fit?.[0];
    if (w === undefined) return originalImage(src, x, y, options);
    return originalImage(src, mirror(x, w), y, options.fit ? { align: 'right', ...options } : options);
  };
}
