import { t } from '../../../lib/i18n';

/** The API's image rules for the avatar and the company logo (JPG, PNG or WEBP, at most 5 MB). */
export const PROFILE_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
export const INVALID_IMAGE_MESSAGE = 'Please upload a JPG, PNG or WEBP image.';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image must be 5 MB or smaller.';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The message for a picked image, or null when it may be uploaded. The server re-checks by magic bytes. */
export function checkProfileImage(file: { name: string; type: string; size: number }): string | null {
  const type = file.type
    ? file.type.toLowerCase()
    : (EXTENSIONS[file.name.toLowerCase().split('.').pop() ?? ''] ?? '');
  if (!TYPES.has(type)) return INVALID_IMAGE_MESSAGE;
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return INVALID_IMAGE_MESSAGE;
  return null;
}

/** A check's message in the reader's language (the constants above stay the English). */
export function profileImageText(message: string): string {
  if (message === INVALID_IMAGE_MESSAGE)
    return t('images.invalid', 'Please upload a JPG, PNG or WEBP image.');
  if (message === IMAGE_TOO_LARGE_MESSAGE) return t('images.tooLarge', 'The image must be 5 MB or smaller.');
  return message;
}
