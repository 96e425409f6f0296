import { API_BASE, UNAUTHORIZED_EVENT } from '../../../lib/api';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* malformed encoding: use the plain parameter */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads a file (invoice, tickets, Excel) with the bearer token, which a plain link cannot
 * carry. Throws an Error with the server's message on failure; a 401 ends the session.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token);
  if (!token) throw new Error('Sign in again to download this file');
  const response = await fetch(`${API_BASE}${path.replace(/^\//, '')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
