import { FileSpreadsheet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDownload } from '../../../lib/use-download';
import { STAFF_SESSION } from '../api/admin-api';

type Params = Record<string, string | number | undefined | null>;

/** `/admin/agents/export?search=x&status=ok`: the list's filters without its paging. */
export function exportPath(path: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'skip' || key === 'limit' || value === undefined || value === null || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The back office's one Excel export button: downloads a list's export (registerListExport on the API)
 * with the list's current filters, as the staff session. `what` names the list for screen readers.
 */
export function ExportButton({
  path,
  params,
  fileName,
  what,
}: {
  /** The export's API path, e.g. `/admin/agents/export`. */
  path: string;
  /** The list's current filters (skip and limit are left out). */
  params?: Params;
  /** Used when the answer names no file. */
  fileName: string;
  what: string;
}) {
  const { busy, download } = useDownload(STAFF_SESSION);
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy === 'export'}
      onClick={() => void download('export', exportPath(path, params), fileName)}
      aria-label={`Export ${what} to Excel`}
    >
      <FileSpreadsheet aria-hidden className="size-4" /> Export to Excel
    </Button>
  );
}
