import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

const PDFJS = resolve(import.meta.dirname, '..', '..', 'node_modules', 'pdfjs-dist');

/**
 * Renders every page of a PDF to PNG in the browser with PDF.js (as scripts/document-shots.mjs does),
 * so a person can look at what an agent downloads; answers the PNG files written (`<name>-p<n>.png` in
 * `outDir`) and each page's text as PDF.js reads it. Uses a new page of `page`'s context.
 */
export async function renderPdfToPng(
  page: Page,
  pdf: Buffer,
  outDir: string,
  name: string,
): Promise<{ files: string[]; text: string[] }> {
  const viewer = await page.context().newPage();
  try {
    await viewer.setViewportSize({ width: 1000, height: 1000 });
    await viewer.route('**/__pdfjs/**', (route) => {
      const rel = new URL(route.request().url()).pathname.replace(/^\/__pdfjs\//, '');
      const file = join(PDFJS, rel);
      if (!file.startsWith(PDFJS) || !existsSync(file)) return route.fulfill({ status: 404 });
      const type = file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';
      return route.fulfill({ body: readFileSync(file), contentType: type });
    });
    await viewer.route('**/__doc.pdf', (route) =>
      route.fulfill({ body: pdf, contentType: 'application/pdf' }),
    );
    await viewer.route('**/__render.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><body style="margin:0;background:#64748b"></body></html>',
      }),
    );
    await viewer.goto('/__render.html');
    const text = await viewer.evaluate(async () => {
      const url = '/__pdfjs/build/pdf.min.mjs';
      const pdfjs = (await import(url)) as {
        GlobalWorkerOptions: { workerSrc: string };
        getDocument: (o: Record<string, unknown>) => { promise: Promise<PdfDocument> };
      };
      interface PdfPage {
        getViewport: (o: { scale: number }) => { width: number; height: number };
        render: (o: { canvas: HTMLCanvasElement; viewport: unknown }) => { promise: Promise<void> };
        getTextContent: () => Promise<{ items: { str?: string }[] }>;
      }
      interface PdfDocument {
        numPages: number;
        getPage: (n: number) => Promise<PdfPage>;
      }
      pdfjs.GlobalWorkerOptions.workerSrc = '/__pdfjs/build/pdf.worker.min.mjs';
      const doc = await pdfjs.getDocument({
        url: '/__doc.pdf',
        standardFontDataUrl: '/__pdfjs/standard_fonts/',
        cMapUrl: '/__pdfjs/cmaps/',
        cMapPacked: true,
        wasmUrl: '/__pdfjs/wasm/',
      }).promise;
      const pages: string[] = [];
      for (let n = 1; n <= doc.numPages; n += 1) {
        const pdfPage = await doc.getPage(n);
        const viewport = pdfPage.getViewport({ scale: 1.5 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        canvas.id = `page-${n}`;
        canvas.style.display = 'block';
        canvas.style.margin = '0 0 12px 0';
        document.body.append(canvas);
        await pdfPage.render({ canvas, viewport }).promise;
        const content = await pdfPage.getTextContent();
        pages.push(content.items.map((i) => i.str ?? '').join(' '));
      }
      return pages;
    });
    const files: string[] = [];
    for (let n = 1; n <= text.length; n += 1) {
      const file = join(outDir, `${name}-p${n}.png`);
      await viewer.locator(`#page-${n}`).screenshot({ path: file });
      files.push(file);
    }
    return { files, text };
  } finally {
    await viewer.close();
  }
}
