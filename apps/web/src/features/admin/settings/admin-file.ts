import { useCallback, useState } from 'react';
import { API_BASE } from '../../../lib/api';
import { fileNameOf, saveBlob } from '../../../lib/authorized-file';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { useToast } from '../../../lib/use-toast';
import { ADMIN_UNAUTHORIZED_EVENT } from '../api/admin-api';

/** GETs a file with the staff token (a plain link cannot carry it) and saves it. */
async function downloadAsStaff(path: string, fallbackName: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.adminToken);
  if (!token) throw new Error('Sign in again to download this file');
  const response = await fetch(`${API_BASE}${path.replace(/^\//, '')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 401) window.dispatchEvent(new Event(ADMIN_UNAUTHORIZED_EVENT));
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
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** One staff download at a time per key; failures go to the error toast. */
export function useStaffDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (key: string, path: string, fileName: string) => {
      setBusy(key);
      try {
        await downloadAsStaff(path, fileName);
      } catch (error) {
        toast.error('Download failed', error instanceof Error ? error.message : 'Please try again');
      } finally {
        setBusy(null);
      }
    },
    [toast],
  );
  return { busy, download };
}
