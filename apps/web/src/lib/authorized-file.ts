import { AGENT_SESSION, API_BASE, type BearerSession } from './api';
import { readStorage } from './storage';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* malformed encoding: try the plain parameter */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * GETs a file from the API with the bearer token (a plain link cannot carry it). Throws an Error
 * with the server's message on failure; a 401 ends the session like any other call.
 */
export async function fetchAuthorizedFile(
  path: string,
  fallbackName: string,
  session: BearerSession = AGENT_SESSION,
): Promise<{ blob: Blob; fileName: string }> {
  const token = readStorage(session.tokenKey);
  if (!token) throw new Error('Sign in again to download this file');
  const response = await fetch(`${API_BASE}${path.replace(/^\//, '')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 401) window.dispatchEvent(new Event(session.unauthorizedEvent));
  if (!response.ok) {
    let message = `The download failed (${response.status})`;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) message = body.error;
    } catch {
      /* not JSON: keep the generic message */
    }
    throw new Error(message);
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Saves a blob through a temporary link (the browser's download prompt). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Downloads a file (invoice, tickets, Excel) with the bearer token and saves it. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  session: BearerSession = AGENT_SESSION,
): Promise<void> {
  const { blob, fileName } = await fetchAuthorizedFile(path, fallbackName, session);
  saveBlob(blob, fileName);
}

/** Opens a blob (e.g. a receipt) in a new tab. */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
