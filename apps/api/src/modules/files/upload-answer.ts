import type { FastifyReply } from 'fastify';

/**
 * Uploaded files come from agents and are served from the portal's own origin, so none of them may run
 * as a page of it (a PDF with JavaScript, HTML appended to a PDF). Pictures, which a browser only
 * shows, are answered inline for previews; every other type is a download. Either way the answer
 * carries a sandbox policy: opened as a page it has an opaque origin, runs nothing and loads nothing
 * but itself (plugins/security-headers.ts keeps a sandbox policy the handler set).
 */
export const UPLOAD_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export interface UploadAnswer {
  data: Buffer;
  /** The type found from the file's bytes at upload (lib/uploads.ts), never the client's word. */
  mime: string;
  /** File name offered to the browser. */
  name: string;
}

/** `inline` for pictures, `attachment` otherwise, with the name as ASCII and as UTF-8 (RFC 6266). */
export function uploadDisposition(file: Pick<UploadAnswer, 'mime' | 'name'>): string {
  const kind = INLINE_TYPES.has(file.mime) ? 'inline' : 'attachment';
  const name = file.name.trim() || 'file';
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  // RFC 5987 leaves ' ( ) * out of a value's plain characters; encodeURIComponent keeps them.
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Sends an uploaded file (every route that answers an upload's bytes goes through here). */
export function sendUpload(reply: FastifyReply, file: UploadAnswer, cacheControl: string) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', uploadDisposition(file))
    .header('content-security-policy', UPLOAD_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(file.data);
}
