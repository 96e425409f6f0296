import { useCallback, useState } from 'react';
import { useToast } from './use-toast';
import { downloadFile } from './authorized-file';

/** Runs one download at a time per key and reports failures in the error toast. */
export function useDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (key: string, path: string, fileName: string) => {
      setBusy(key);
      try {
        await downloadFile(path, fileName);
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
