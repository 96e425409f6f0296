import type { FastifyRequest } from 'fastify';
import { VISA_DOCUMENT_FIELDS, VISA_DOCUMENT_LABELS, type VisaDocumentField } from '@portal/domain';
import { AppError } from '../../lib/app-error.ts';
import {
  fileRefused,
  MAX_UPLOAD_BYTES,
  readCheckedFile,
  TOO_LARGE,
  type CheckedFile,
} from '../../lib/uploads.ts';

/** Passport scans, photos and supporting documents: JPG, PNG, WebP or PDF, by magic bytes. */
export const VISA_DOCUMENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export const VISA_PDF_TYPES = { 'application/pdf': 'pdf' } as const;
export const DOCUMENT_TYPE_MESSAGE = 'Upload a JPG, PNG, WebP or PDF file (at most 5 MB)';

/** Upload column of each document field on visa_travellers. */
export const DOCUMENT_COLUMNS = {
  passportFistPagePhoto: 'passportFistPagePhotoId',
  passportLastPagePhoto: 'passportLastPagePhotoId',
  passportSizePhoto: 'passportSizePhotoId',
  supportiveDoc1: 'supportiveDoc1Id',
  supportiveDoc2: 'supportiveDoc2Id',
} as const satisfies Record<VisaDocumentField, string>;

export interface VisaForm {
  files: Partial<Record<VisaDocumentField, CheckedFile>>;
  /** Text fields by name (the reapply form's `traveller` JSON). */
  fields: Record<string, string>;
}

/**
 * Reads a traveller's documents (the spec's five fields, each at most once) and text fields from a
 * multipart body. Every file is checked by magic bytes and size before anything is stored.
 */
export async function readVisaForm(
  request: FastifyRequest,
  allowed: Readonly<Record<string, string>> = VISA_DOCUMENT_TYPES,
  fieldNames: readonly string[] = VISA_DOCUMENT_FIELDS,
  typeMessage: string = DOCUMENT_TYPE_MESSAGE,
): Promise<VisaForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  }
  const form: VisaForm = { files: {}, fields: {} };
  const parts = request.parts({
    limits: { files: fieldNames.length, fileSize: MAX_UPLOAD_BYTES, fields: 10 },
  });
  for await (const part of parts) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      continue;
    }
    const field = fieldNames.find((f) => f === part.fieldname) as VisaDocumentField | undefined;
    if (!field || part.filename === '') {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    try {
      form.files[field] = await readCheckedFile(part, allowed, typeMessage, VISA_DOCUMENT_LABELS[field]);
    } catch (err) {
      if (!(err instanceof AppError) && (err as { statusCode?: number }).statusCode === 413)
        throw fileRefused(field, TOO_LARGE, VISA_DOCUMENT_LABELS[field], 'PAYLOAD_TOO_LARGE', 'upload.tooLarge');
      throw err;
    }
  }
  return form;
}
