import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { CERTIFICATE_ACCEPT } from '../lib/certificate-files';
import { DocumentPreview } from './document-preview';

interface CertificateInputProps {
  label: string;
  /** The stored document's link, when one exists. */
  current: string | null;
  readOnly: boolean;
  error: string | null;
  onPick: (file: File | null) => void;
}

export function CertificateInput({ label, current, readOnly, error, onPick }: CertificateInputProps) {
  const id = useId();
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      {readOnly ? (
        <p className="text-sm font-medium text-slate-700">{label}</p>
      ) : (
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
          <span aria-hidden className="ms-0.5 text-red-600">
            *
          </span>
        </label>
      )}
      {current ? <DocumentPreview key={current} url={current} label={label} /> : null}
      {readOnly ? null : (
        <input
          id={id}
          type="file"
          accept={CERTIFICATE_ACCEPT}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
      )}
      {readOnly && !current ? (
        <p className="text-sm text-slate-500">{t('certificate.notUploaded', 'Not uploaded')}</p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
