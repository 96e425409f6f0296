import { ExternalLink, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { pdfFirstPageImage } from '../lib/pdf-first-page';

type Preview = { kind: 'image' } | { kind: 'pdf-loading' } | { kind: 'pdf'; src: string } | { kind: 'file' };

const frameClasses = 'block rounded-lg border border-slate-200 bg-slate-50 p-1';
const PREVIEW_WIDTH = 360;

/**
 * An uploaded verification document (spec section 4: documents show as images). Links carry no file
 * name, so the image is tried first; a PDF, which an <img> cannot draw, is shown as a picture of its
 * first page drawn in the browser. Only a file that is neither falls back to a tile that opens it.
 * Rendered with key={url}: another upload starts over.
 */
export function DocumentPreview({ url, label }: { url: string; label: string }) {
  const [preview, setPreview] = useState<Preview>({ kind: 'image' });
  const t = useT();

  useEffect(() => {
    if (preview.kind !== 'pdf-loading') return;
    let cancelled = false;
    pdfFirstPageImage(url, PREVIEW_WIDTH)
      .then((src) => {
        if (cancelled) URL.revokeObjectURL(src);
        else setPreview({ kind: 'pdf', src });
      })
      .catch(() => {
        if (!cancelled) setPreview({ kind: 'file' });
      });
    return () => {
      cancelled = true;
    };
  }, [preview.kind, url]);

  const drawn = preview.kind === 'pdf' ? preview.src : null;
  useEffect(() => () => void (drawn && URL.revokeObjectURL(drawn)), [drawn]);

  if (preview.kind === 'file') {
    return (
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="flex h-48 flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 bg-slate-50 text-sm font-medium text-brand-700 hover:bg-slate-100"
      >
        <FileText aria-hidden className="size-10 text-slate-400" />
        <span className="flex items-center gap-1">
          {t('certificate.open', 'Open {label}', { label })} <ExternalLink aria-hidden className="size-3.5" />
        </span>
      </a>
    );
  }

  if (preview.kind === 'pdf-loading') {
    return (
      <div
        role="status"
        className="flex h-48 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-sm text-slate-500"
      >
        <span className="animate-pulse">
          {t('certificate.preparing', 'Preparing a preview of the {label}…', { label })}
        </span>
      </div>
    );
  }

  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className={frameClasses}
      title={t('certificate.open', 'Open {label}', { label })}
    >
      {preview.kind === 'pdf' ? (
        <img
          src={preview.src}
          alt={t('certificate.uploadedPdf', 'Uploaded {label} (PDF, first page)', { label })}
          className="h-48 w-full rounded-md bg-white object-contain"
        />
      ) : (
        <img
          src={url}
          alt={t('certificate.uploadedImage', 'Uploaded {label}', { label })}
          onError={() => setPreview({ kind: 'pdf-loading' })}
          className="h-48 w-full rounded-md object-contain"
        />
      )}
    </a>
  );
}
