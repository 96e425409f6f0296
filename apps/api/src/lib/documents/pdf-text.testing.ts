import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by renderPdf shows, page by page, for tests: its content streams inflated
 * and the strings of their text operators decoded (pdfkit writes the standard fonts' text as hex
 * strings in WinAnsi). Enough to assert what a reader sees, without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('BT')) continue;
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const text = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1'))
        .join('');
      out.push(text);
    }
    stream.lastIndex = end;
  }
  return out.join('\n');
}

/** The fonts a PDF embeds or names (`/BaseFont`), subset prefixes dropped: `Helvetica`, `NotoSansArabic-Bold`. */
export function pdfFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/([^\s/<>[\]]+)/g)].map((m) =>
    (m[1] ?? '').replace(/^[A-Z]{6}\+/, ''),
  );
  return [...new Set(names)].sort();
}

/**
 * The characters the embedded fonts' ToUnicode maps name (what a reader copies out of the glyphs
 * pdfkit set with Noto Sans Arabic): enough to tell which Arabic letters a document printed.
 */
export function pdfEmbeddedChars(pdf: Buffer): Set<string> {
  const chars = new Set<string>();
  const raw = pdf.toString('latin1');
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    const body = content.split('beginbfrange')[1]?.split('endbfrange')[0];
    if (body) {
      for (const m of body.matchAll(/\[([^\]]*)\]/g))
        for (const h of (m[1] ?? '').matchAll(/<([0-9a-fA-F]+)>/g))
          chars.add(
            Buffer.from(h[1] ?? '', 'hex')
              .swap16()
              .toString('utf16le'),
          );
    }
    stream.lastIndex = end;
  }
  return chars;
}
