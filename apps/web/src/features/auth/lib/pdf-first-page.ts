/**
 * Draws the first page of a PDF as a PNG (an object URL to put in an <img>), with Mozilla's PDF.js.
 * The library (about 135 KB gzip, and its worker) is imported here only, on demand: it is downloaded
 * when the verification page has a PDF to show, never by any other page.
 */
export async function pdfFirstPageImage(url: string, targetWidth: number): Promise<string> {
  const [{ getDocument, GlobalWorkerOptions }, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  GlobalWorkerOptions.workerSrc = worker.default;
  const task = getDocument({ url });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    // Sharp on high-density screens, but never a huge bitmap for a large page size.
    const scale = Math.min(3, (targetWidth * Math.min(2, window.devicePixelRatio || 1)) / natural.width);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The page could not be drawn');
    return URL.createObjectURL(blob);
  } finally {
    // Ends the worker and any request still running.
    await task.destroy();
  }
}
