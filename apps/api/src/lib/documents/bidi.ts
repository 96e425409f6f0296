import bidiFactory from 'bidi-js';

/**
 * Right-to-left text for the PDFs (issue 35), the pure part: which characters need the Arabic font,
 * and the Unicode bidirectional algorithm (bidi-js) turning a line in logical order (as typed) into
 * the runs pdfkit draws from left to right. Shaping (joined letter forms) is fontkit's, inside
 * pdfkit: it shapes an Arabic run given in logical order and lays its glyphs out right to left.
 */

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** One piece of a line, drawn left to right in one font. */
export interface VisualRun {
  /** What to hand pdfkit: Latin runs in visual order; Arabic runs in logical order (fontkit reverses them). */
  text: string;
  arabic: boolean;
}

/** Arabic letters, marks, digits and presentation forms, and the joiners used inside Arabic words. */
export function isArabicChar(char: string): boolean {
  const cp = char.codePointAt(0) ?? 0;
  return (
    (cp >= 0x0600 && cp <= 0x06ff) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0x0870 && cp <= 0x08ff) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff) ||
    cp === 0x200c ||
    cp === 0x200d
  );
}

export function hasArabic(text: string): boolean {
  for (const char of text) if (isArabicChar(char)) return true;
  return false;
}

/**
 * Splits text in logical order into same-font runs (a run's width does not depend on order). Spaces are Latin: pdfkit lays an embedded font's text out word by word, so an Arabic run must
 * be one word for fontkit's right-to-left reversal to keep the words in the bidi algorithm's order.
 */
export function fontRuns(text: string): VisualRun[] {
  const chars = [...text].filter((c) => !BIDI_CONTROL.test(c));
  return group(chars, chars.map(isArabicChar));
}

function group(chars: string[], arabic: boolean[]): VisualRun[] {
  const runs: VisualRun[] = [];
  chars.forEach((char, i) => {
    const last = runs.at(-1);
    if (last && last.arabic === arabic[i]) last.text += char;
    else runs.push({ text: char, arabic: arabic[i] ?? false });
  });
  return runs;
}

/** The characters of one line in visual (left-to-right) order, mirrored where they run right to left. */
export function visualChars(line: string, base: Direction): string[] {
  if (!line) return [];
  const levels = bidi.getEmbeddingLevels(line, base);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const order = bidi.getReorderedIndices(line, levels);
  return order.filter((i) => !BIDI_CONTROL.test(line[i] ?? '')).map((i) => mirrored.get(i) ?? line[i] ?? '');
}

/** Marks and isolates steer the algorithm; no font draws them. */
const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The text without bidi marks and isolates (for pdfkit's own path: Helvetica has no glyph for them). */
export function withoutBidiControls(text: string): string {
  return text.replace(new RegExp(BIDI_CONTROL.source, 'g'), '');
}

/**
 * A value set apart from the text around it (first-strong isolate): an Arabic name followed by a
 * number in an English sentence keeps the number on its own side. The i18n `t` isolates Arabic values.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** A line as it reads on paper from left to right: for tests and logs. */
export function visualText(line: string, base: Direction): string {
  return visualChars(line, base).join('');
}

/**
 * The runs pdfkit draws from left to right for one line. Arabic runs are handed back in logical
 * order: fontkit shapes them in that order and reverses the glyphs itself (the Arabic script runs
 * right to left), which lands them in the visual order the bidi algorithm chose.
 */
export function visualRuns(line: string, base: Direction): VisualRun[] {
  const chars = visualChars(line, base);
  return group(chars, chars.map(isArabicChar)).map((run) =>
    run.arabic ? { text: [...run.text].reverse().join(''), arabic: true } : run,
  );
}
