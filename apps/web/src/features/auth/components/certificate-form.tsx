import type { CertificateAnswer } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/use-toast';
import { useUploadCertificateMutation, type CertificateKey } from '../api/certificate.api';
import {
  checkCertificateFile,
  certificateText,
  checkCertificatePair,
  UPLOAD_SUCCESS_MESSAGE,
  uploadFailureText,
} from '../lib/certificate-files';
import { CertificateInput } from './certificate-input';

interface CertificateFormProps {
  verificationKey: CertificateKey;
  documents: CertificateAnswer;
}

type Doc = 'tradeLicense' | 'taxCertificate';

/** Upload form of the verification page; read-only once both documents exist, until Edit. */
export function CertificateForm({ verificationKey, documents }: CertificateFormProps) {
  const toast = useToast();
  const t = useT();
  const [upload, { isLoading }] = useUploadCertificateMutation();
  const complete = Boolean(documents.tradeLicense && documents.taxCertificate);
  const [editing, setEditing] = useState(false);
  const [files, setFiles] = useState<Record<Doc, File | null>>({ tradeLicense: null, taxCertificate: null });
  const [fileErrors, setFileErrors] = useState<Record<Doc, string | null>>({
    tradeLicense: null,
    taxCertificate: null,
  });
  const [formError, setFormError] = useState<string | null>(null);
  // Changing the key remounts the file inputs, which is the only way to clear them.
  const [inputsKey, setInputsKey] = useState(0);
  const readOnly = complete && !editing;

  function pick(doc: Doc, file: File | null) {
    setFiles((prev) => ({ ...prev, [doc]: file }));
    setFileErrors((prev) => ({ ...prev, [doc]: file ? checkCertificateFile(file) : null }));
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkCertificatePair(files.tradeLicense, files.taxCertificate);
    if (problem || !files.tradeLicense || !files.taxCertificate) {
      setFormError(problem);
      return;
    }
    setFormError(null);
    const result = await upload({
      ...verificationKey,
      tradeLicense: files.tradeLicense,
      taxCertificate: files.taxCertificate,
    });
    if ('error' in result) {
      setFormError(uploadFailureText(errorMessage(result.error, '')));
      return;
    }
    toast.success(t('certificate.success', 'Success'), certificateText(UPLOAD_SUCCESS_MESSAGE));
    setFiles({ tradeLicense: null, taxCertificate: null });
    setInputsKey((k) => k + 1);
    setEditing(false);
  }

  function cancelEdit() {
    setEditing(false);
    setFiles({ tradeLicense: null, taxCertificate: null });
    setFileErrors({ tradeLicense: null, taxCertificate: null });
    setFormError(null);
    setInputsKey((k) => k + 1);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-6"
      aria-label={t('certificate.documents', 'Verification documents')}
    >
      <div key={inputsKey} className="grid gap-6 sm:grid-cols-2">
        <CertificateInput
          label={t('certificate.tradeLicense', 'Trade License')}
          current={documents.tradeLicense}
          readOnly={readOnly}
          error={fileErrors.tradeLicense && certificateText(fileErrors.tradeLicense)}
          onPick={(file) => pick('tradeLicense', file)}
        />
        <CertificateInput
          label={t('certificate.taxCertificate', 'Tax Certificate')}
          current={documents.taxCertificate}
          readOnly={readOnly}
          error={fileErrors.taxCertificate && certificateText(fileErrors.taxCertificate)}
          onPick={(file) => pick('taxCertificate', file)}
        />
      </div>
      {readOnly ? null : (
        <p className="text-xs text-slate-500">
          {t('certificate.hint', 'JPG or PDF, up to 5 MB each. Both documents are required.')}
        </p>
      )}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {certificateText(formError)}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" loading={isLoading} disabled={readOnly}>
          {t('certificate.submit', 'Submit')}
        </Button>
        {readOnly ? (
          <Button variant="secondary" size="lg" onClick={() => setEditing(true)}>
            {t('certificate.edit', 'Edit')}
          </Button>
        ) : complete ? (
          <Button variant="ghost" size="lg" onClick={cancelEdit} disabled={isLoading}>
            {t('certificate.cancel', 'Cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
