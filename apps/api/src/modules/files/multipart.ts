import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readCheckedFile, TOO_LARGE, type AllowedTypes, type CheckedFile } from '../../lib/uploads.ts';

export interface MultipartForm<F extends string> {
  files: Partial<Record<F, CheckedFile>>;
  /** The text fields, by name (the last one of a repeated name). */
  values: Record<string, string>;
}

/**
 * Reads a multipart request: the named file fields, each checked by magic bytes and size, and the
 * text fields. A field sent without a file (a browser's empty file input) counts as missing; unknown
 * file fields are drained and ignored.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
  allowed: AllowedTypes,
  invalidTypeMessage: string,
): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  }
  const files: Partial<Record<F, CheckedFile>> = {};
  const values: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') values[part.fieldname] = part.value;
      continue;
    }
    const field = fields.find((f) => f === part.fieldname);
    if (!field || part.filename === '') {
      await part.toBuffer();
      continue;
    }
    try {
      files[field] = await readCheckedFile(part, allowed, invalidTypeMessage);
    } catch (err) {
      // @fastify/multipart stops reading at the size limit and throws its own 413; say which file.
      if (!(err instanceof AppError) && (err as { statusCode?: number }).statusCode === 413) {
        throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { fieldErrors: { [field]: [TOO_LARGE] } });
      }
      throw err;
    }
  }
  return { files, values };
}

/** The named file fields of a multipart request (text fields are ignored), see readMultipartForm. */
export async function readFileFields<F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
  allowed: AllowedTypes,
  invalidTypeMessage: string,
): Promise<Partial<Record<F, CheckedFile>>> {
  return (await readMultipartForm(request, fields, allowed, invalidTypeMessage)).files;
}
