import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { csvRows } from '@portal/domain';
import { AppError } from '../../lib/app-error.ts';
import { sheetRows } from '../../lib/spreadsheet.ts';
import { fileRefused, MAX_UPLOAD_BYTES, TOO_LARGE } from '../../lib/uploads.ts';

export const TICKET_FILE_MESSAGE = 'Upload the tickets as a CSV or Excel (.xlsx) file';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface TicketUploadForm {
  rows: string[][];
  fileName: string;
  validTill: string | undefined;
}

/**
 * Reads a ticket batch from multipart (field `file`, optional field `validTill`): an .xlsx is told by
 * its magic bytes, anything else must be UTF-8 text (CSV has no magic bytes; a binary file is refused).
 */
export async function readTicketUpload(request: FastifyRequest): Promise<TicketUploadForm> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  let data: Buffer | null = null;
  let fileName = '';
  let validTill: string | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 5 } })) {
      if (part.type !== 'file') {
        if (part.fieldname === 'validTill' && typeof part.value === 'string') validTill = part.value.trim();
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.fieldname !== 'file') continue;
      if (part.file.truncated) throw fileRefused('file', TOO_LARGE, undefined, 'PAYLOAD_TOO_LARGE');
      data = buffer;
      fileName = part.filename;
    }
  } catch (err) {
    if (!(err instanceof AppError) && (err as { statusCode?: number }).statusCode === 413)
      throw fileRefused('file', TOO_LARGE, undefined, 'PAYLOAD_TOO_LARGE');
    throw err;
  }
  if (!data) throw fileRefused('file', 'Attach the ticket file as the field "file"');
  if (data.length === 0) throw fileRefused('file', 'The file is empty');
  return { rows: await ticketFileRows(data), fileName, validTill: validTill || undefined };
}

/** The rows of a ticket file: .xlsx by its magic bytes, else UTF-8 CSV text. */
export async function ticketFileRows(data: Buffer): Promise<string[][]> {
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime === XLSX) {
    try {
      return await sheetRows(data);
    } catch {
      throw fileRefused('file', 'The Excel file cannot be read');
    }
  }
  if (detected || data.includes(0)) throw fileRefused('file', TICKET_FILE_MESSAGE);
  try {
    return csvRows(new TextDecoder('utf-8', { fatal: true }).decode(data));
  } catch {
    throw fileRefused('file', `${TICKET_FILE_MESSAGE} (CSV in UTF-8)`);
  }
}
