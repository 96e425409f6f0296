/**
 * Small, valid upload fixtures generated in memory: the API checks the real type by magic bytes,
 * so these must be genuine files, not renamed text.
 */

/** A 1x1 transparent PNG (signature, IHDR, IDAT, IEND with correct CRCs). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const PDF_BYTES = minimalPdf();

/** A plain-text file: neither an image nor a PDF. */
export const TEXT_BYTES = Buffer.from('This is not a document.\n', 'utf8');

/** Payloads for Playwright's setInputFiles. */
export const uploads = {
  png: (name = 'trade-license.png') => ({ name, mimeType: 'image/png', buffer: PNG_BYTES }),
  pdf: (name = 'tax-certificate.pdf') => ({ name, mimeType: 'application/pdf', buffer: PDF_BYTES }),
  text: (name = 'notes.txt') => ({ name, mimeType: 'text/plain', buffer: TEXT_BYTES }),
};
