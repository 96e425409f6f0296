import { useId, useRef } from 'react';
import { FileUp, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { fileSizeLabel, RECEIPT_ACCEPT } from '../lib/receipt-file';
import { useT } from '../../../lib/i18n';

/** A file picker for the transfer receipt (JPG, PNG or PDF up to 5 MB). */
export function ReceiptInput({
  file,
  onChange,
  error,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('wallet.receipt.label', 'Transfer receipt')}
        <span className="ms-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      </label>
      <div
        className={cn(
          'flex items-center gap-3 rounded-lg border border-dashed px-3 py-3',
          error ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50/60',
        )}
      >
        <FileUp className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          {file ? (
            <>
              <p className="truncate font-medium text-slate-800">{file.name}</p>
              <p className="text-xs text-slate-500">{fileSizeLabel(file.size)}</p>
            </>
          ) : (
            <p className="text-slate-500">{t('wallet.receipt.kinds', 'JPG, PNG or PDF, up to 5 MB')}</p>
          )}
        </div>
        {file && (
          <button
            type="button"
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
            disabled={disabled}
            className="rounded p-1 text-slate-500 hover:bg-slate-200"
            aria-label={t('wallet.receipt.remove', 'Remove the receipt')}
          >
            <X className="size-4" />
          </button>
        )}
        <label
          htmlFor={id}
          className="shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
        >
          {file ? t('wallet.receipt.change', 'Change') : t('wallet.receipt.choose', 'Choose file')}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={RECEIPT_ACCEPT}
          className="sr-only"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
