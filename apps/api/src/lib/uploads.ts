import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from './app-error.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

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

/** Reads one multipart file fully and checks its real type by magic bytes, never by its name. */
export async function readCheckedFile(
  part: MultipartFile,
  allowed: AllowedTypes,
  message: string,
): Promise<CheckedFile> {
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > MAX_UPLOAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${part.fieldname}: the file is larger than 5 MB`);
  }
  if (data.length === 0) throw badRequest(message, { [part.fieldname]: ['The file is empty'] });
  const detected = await fileTypeFromBuffer(data);
  const extension = detected ? allowed[detected.mime] : undefined;
  if (!detected || !extension) throw badRequest(message, { [part.fieldname]: [message] });
  return {
    field: part.fieldname,
    data,
    mime: detected.mime,
    extension,
    originalName: part.filename.slice(0, 200),
  };
}
