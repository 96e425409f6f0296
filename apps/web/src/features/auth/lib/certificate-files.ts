import { t } from '../../../lib/i18n';

/** Spec section 5 texts, verbatim (in English; `certificateText` gives them in the reader's language). */
export const INVALID_FILE_MESSAGE = 'Please upload a valid JPG or PDF file.';
export const BOTH_REQUIRED_MESSAGE = 'Please upload both documents';
export const TOO_LARGE_MESSAGE = 'Each file must be 5 MB or smaller.';
export const UPLOAD_SUCCESS_MESSAGE = 'Files uploaded successfully!';
export const CERTIFICATE_ACCEPT = '.jpg,.jpeg,.pdf';
/** The API's upload limit per file. */
export const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The browser's MIME type, or one guessed from the extension when the browser gives none. */
function mimeOf(file: PickedFile): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** Spec section 5: each file must be a PDF or an image. The server checks the real type by magic bytes. */
export function isPdfOrImage(file: PickedFile): boolean {
  const mime = mimeOf(file);
  return mime === 'application/pdf' || mime.startsWith('image/');
}

/** The message for one picked file, or null when it may be sent. */
export function checkCertificateFile(file: PickedFile): string | null {
  if (!isPdfOrImage(file)) return INVALID_FILE_MESSAGE;
  if (file.size > MAX_CERTIFICATE_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** Checks before the upload: both present, then each file's type and size. */
export function checkCertificatePair(
  tradeLicense: PickedFile | null,
  taxCertificate: PickedFile | null,
): string | null {
  if (!tradeLicense || !taxCertificate) return BOTH_REQUIRED_MESSAGE;
  return checkCertificateFile(tradeLicense) ?? checkCertificateFile(taxCertificate);
}

/** Spec section 8: the server's message when it gives one, else the generic text. */
export function uploadFailureText(serverMessage: string | null | undefined): string {
  return serverMessage
    ? t('certificate.failedWith', 'File upload failed: {message}', { message: serverMessage })
    : t('certificate.failed', 'File upload failed. Please try again.');
}

/** A check's message (the constants above) in the reader's language. */
export function certificateText(message: string): string {
  switch (message) {
    case INVALID_FILE_MESSAGE:
      return t('certificate.invalid', 'Please upload a valid JPG or PDF file.');
    case BOTH_REQUIRED_MESSAGE:
      return t('certificate.both', 'Please upload both documents');
    case TOO_LARGE_MESSAGE:
      return t('certificate.tooLarge', 'Each file must be 5 MB or smaller.');
    case UPLOAD_SUCCESS_MESSAGE:
      return t('certificate.uploaded', 'Files uploaded successfully!');
    default:
      return message;
  }
}
