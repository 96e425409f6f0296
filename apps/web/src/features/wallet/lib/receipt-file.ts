import { currentLanguage, intlLocale, t } from '../../../lib/i18n';

/** Same limits as the server (apps/api/src/lib/uploads.ts); the server still checks the bytes. */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** Why a chosen receipt cannot be sent, or null when it looks acceptable. */
export function receiptFileError(file: { name: string; type: string; size: number } | null): string | null {
  if (!file) return t('wallet.receipt.attach', 'Attach the transfer receipt');
  const typeOk = file.type
    ? (RECEIPT_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name);
  if (!typeOk) return t('wallet.receipt.type', 'The receipt must be a JPG, PNG or PDF file');
  if (file.size === 0) return t('wallet.receipt.empty', 'The receipt file is empty');
  if (file.size > RECEIPT_MAX_BYTES) return t('wallet.receipt.tooLarge', 'The receipt is larger than 5 MB');
  return null;
}

/** "1.2 MB"; in Arabic through Intl's units ("1.2 ميغابايت"). */
export function fileSizeLabel(bytes: number): string {
  const language = currentLanguage();
  if (language !== 'en') {
    const [value, unit] =
      bytes < 1024
        ? [bytes, 'byte']
        : bytes < 1024 * 1024
          ? [Math.round(bytes / 1024), 'kilobyte']
          : [Number((bytes / (1024 * 1024)).toFixed(1)), 'megabyte'];
    return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'short' }).format(
      value,
    );
  }
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
