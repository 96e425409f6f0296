import { useEffect, useMemo, useState } from 'react';
import { FileText } from 'lucide-react';
import { REQUIRED_VISA_DOCUMENTS, VISA_DOCUMENT_FIELDS, type VisaDocumentField } from '@portal/domain';
import { DOCUMENT_ACCEPT, fileProblem, fileProblemText, type FileProblem } from '../lib/traveller-form';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { visaDocumentLabel } from '../lib/labels';

function Preview({ file }: { file: File }) {
  const t = useT();
  const url = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? (
    <img
      src={url}
      alt={t('visaApply.previewOf', 'Preview of {file}', { file: file.name })}
      className="size-14 rounded border border-slate-200 object-cover"
    />
  ) : (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
      <FileText className="size-4" aria-hidden="true" /> {file.name}
    </span>
  );
}

/**
 * The five documents of one traveller (spec field names), JPG, PNG, WebP or PDF, 5 MB each, with
 * previews. `have` marks documents already on the server (reapply: replacing is optional).
 */
export function DocumentInputs({
  who,
  files,
  onChange,
  have = {},
  errors = {},
}: {
  who: string;
  files: Partial<Record<VisaDocumentField, File>>;
  onChange: (field: VisaDocumentField, file: File | null) => void;
  have?: Partial<Record<VisaDocumentField, boolean>>;
  errors?: Partial<Record<VisaDocumentField, string>>;
}) {
  const t = useT();
  const [problems, setProblems] = useState<Partial<Record<VisaDocumentField, FileProblem>>>({});
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t('visaApply.documentsOf', 'Documents of {traveller}', { traveller: who })}
      </legend>
      <p className="mb-2 text-xs text-slate-500">
        {t('visas.jpgPngWebpOr', 'JPG, PNG, WebP or PDF, at most 5 MB each.')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {VISA_DOCUMENT_FIELDS.map((field) => {
          const required = REQUIRED_VISA_DOCUMENTS.includes(field) && !have[field];
          const checked = problems[field];
          // The browser's check is a code; the server's field message is English, said by formError.
          const problem = checked ? fileProblemText(checked) : formError(errors[field]);
          const file = files[field];
          return (
            <div key={field} className="space-y-1">
              <label className="block text-sm text-slate-700">
                {visaDocumentLabel(field)}
                {required
                  ? ' *'
                  : ` ${have[field] ? t('visaApply.uploadedReplace', '(uploaded; choose to replace)') : t('visaApply.optional', '(optional)')}`}
                <input
                  type="file"
                  name={field}
                  accept={DOCUMENT_ACCEPT}
                  aria-label={t('visaApply.fieldOf', '{field} of {traveller}', {
                    field: visaDocumentLabel(field),
                    traveller: who,
                  })}
                  aria-invalid={problem ? true : undefined}
                  className="mt-1 block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-800"
                  onChange={(e) => {
                    const chosen = e.target.files?.[0] ?? null;
                    const bad = chosen ? fileProblem(chosen) : null;
                    setProblems((p) => ({ ...p, [field]: bad ?? undefined }));
                    onChange(field, bad ? null : chosen);
                    if (bad) e.target.value = '';
                  }}
                />
              </label>
              {file && <Preview file={file} />}
              {problem && (
                <p role="alert" className="text-xs font-medium text-red-600">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
