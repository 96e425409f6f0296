import { useCallback, useState } from 'react';
import { useToast } from './use-toast';
import { downloadFile } from './authorized-file';
import { AGENT_SESSION, type BearerSession } from './api';

/** Runs one download at a time per key (with the session's token) and reports failures in the error toast. */
export function useDownload(session: BearerSession = AGENT_SESSION) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (key: string, path: string, fileName: string) => {
      setBusy(key);
      try {
        await downloadFile(path, fileName, session);
      } catch (error) {
        toast.error('Download failed', error instanceof Error ? error.message : 'Please try again');
      } finally {
        setBusy(null);
      }
    },
    [toast, session],
  );
  return { busy, download };
}
