import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readCheckedFile, type AllowedTypes, type CheckedFile } from '../../lib/uploads.ts';

/**
 * Reads the named file fields of a multipart request, each checked by magic bytes and size.
 * A field sent without a file (a browser's empty file input) counts as missing; unknown fields are
 * drained and ignored.
 */
export async function readFileFields<F extends string>(
  request: FastifyRequest,
  fields: readonly F[],
  allowed: AllowedTypes,
  invalidTypeMessage: string,
): Promise<Partial<Record<F, CheckedFile>>> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  }
  const found: Partial<Record<F, CheckedFile>> = {};
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const field = fields.find((f) => f === part.fieldname);
    if (!field || part.filename === '') {
      await part.toBuffer();
      continue;
    }
    try {
      found[field] = await readCheckedFile(part, allowed, invalidTypeMessage);
    } catch (err) {
      // @fastify/multipart stops reading at the size limit and throws its own 413; say which file.
      if (!(err instanceof AppError) && (err as { statusCode?: number }).statusCode === 413) {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB', {
          fieldErrors: { [field]: ['The file is larger than 5 MB'] },
        });
      }
      throw err;
    }
  }
  return found;
}
