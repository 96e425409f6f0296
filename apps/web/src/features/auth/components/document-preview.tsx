import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';

/**
 * An uploaded verification document. Links carry no file name, so the image is tried first and a
 * PDF (which an <img> cannot draw) falls back to a document tile that opens it.
 */
export function DocumentPreview({ url, label }: { url: string; label: string }) {
  const [notImage, setNotImage] = useState(false);

  if (notImage) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="flex h-48 flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 bg-slate-50 text-sm font-medium text-brand-700 hover:bg-slate-100"
      >
        <FileText aria-hidden className="size-10 text-slate-400" />
        <span className="flex items-center gap-1">
          Open {label} <ExternalLink aria-hidden className="size-3.5" />
        </span>
      </a>
    );
  }

  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block rounded-lg border border-slate-200 bg-slate-50 p-1"
    >
      <img
        src={url}
        alt={`Uploaded ${label}`}
        onError={() => setNotImage(true)}
        className="h-48 w-full rounded-md object-contain"
      />
    </a>
  );
}
