import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { PlainMessageKey } from '@portal/contracts';
import { AppError } from './app-error.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Largest image accepted: a few kilobytes can declare 100,000 x 100,000 pixels, which would take
 * tens of gigabytes to decode in a browser or an image tool. Real photos and scans stay far below.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export const DOCUMENT_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
export const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type AllowedTypes = Readonly<Record<string, string>>;

export interface CheckedFile {
  field: string;
  data: Buffer;
  mime: string;
  extension: string;
  originalName: string;
}

/**
 * A refused file: the message under the field (`fieldErrors[field]`), and a general message naming
 * the file in words (`label`, e.g. "Passport first page") rather than by its form field name.
 */
export function fileRefused(
  field: string,
  problem: string,
  label?: string,
  code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' = 'BAD_REQUEST',
  messageKey?: PlainMessageKey,
): AppError {
  return new AppError(code, label ? `${label}: ${problem}` : problem, {
    fieldErrors: { [field]: [problem] },
    ...(messageKey ? { messageKey } : {}),
  });
}

export const TOO_LARGE = 'The file is larger than 5 MB';
export const EMPTY_FILE = 'The file is empty';

/** Reads one multipart file fully and checks its real type by magic bytes, never by its name. */
export async function readCheckedFile(
  part: MultipartFile,
  allowed: AllowedTypes,
  message: string,
  label?: string,
): Promise<CheckedFile> {
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > MAX_UPLOAD_BYTES)
    throw fileRefused(part.fieldname, TOO_LARGE, label, 'PAYLOAD_TOO_LARGE', 'upload.tooLarge');
  if (data.length === 0) throw fileRefused(part.fieldname, EMPTY_FILE, label, 'BAD_REQUEST', 'upload.empty');
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? allowed[detected.mime] : undefined;
  if (!detected || !extension) throw fileRefused(part.fieldname, message, label, 'BAD_REQUEST', 'upload.type');
  if (IMAGE_MIMES.has(detected.mime)) checkImageSize(part.fieldname, data, label);
  return {
    field: part.fieldname,
    data,
    mime: detected.mime,
    extension,
    originalName: cleanFileName(part.filename),
  };
}

/** Reads the dimensions from the image header (no decoding) and refuses unreadable or absurd ones. */
export function checkImageSize(
  field: string,
  data: Buffer,
  label?: string,
): { width: number; height: number } {
  let size: { width: number; height: number };
  try {
    size = imageSize(data);
  } catch {
    throw fileRefused(field, 'The image could not be read', label);
  }
  const problem = sizeProblem(size.width, size.height);
  if (problem) throw fileRefused(field, problem, label);
  return { width: size.width, height: size.height };
}

function sizeProblem(width: number, height: number): string | null {
  if (!(width > 0 && height > 0)) return 'The image has no size';
  if (width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS) return null;
  return `The image is ${width} x ${height} pixels; at most ${MAX_IMAGE_SIDE.toLocaleString('en')} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
}

/** The client's file name, kept for display only: without control characters (NUL cannot be stored). */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}
