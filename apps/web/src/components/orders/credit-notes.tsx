import { Download } from 'lucide-react';
import { creditNotePdfPath, type CreditNoteDto } from '@portal/contracts';
import { formatAedMinor, formatDate } from '../../lib/format';
import { useDownload } from '../../lib/use-download';
import { Button } from '../ui/button';

/** An order's credit notes (refunds of invoiced money), each with its PDF; nothing when there are none. */
export function CreditNotes({ notes }: { notes: readonly CreditNoteDto[] }) {
  const { busy, download } = useDownload();
  if (notes.length === 0) return null;
  return (
    <section aria-label="Credit notes" className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700">Credit notes</h3>
      <ul className="space-y-2 text-sm">
        {notes.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{n.number}</span>
            <span className="text-slate-600">
              {formatDate(n.issuedAt)} · {formatAedMinor(n.amount)} · invoice {n.invoiceNumber}
            </span>
            <Button
              variant="secondary"
              size="sm"
              loading={busy === n.id}
              onClick={() => void download(n.id, creditNotePdfPath(n.id), `credit-note-${n.number}.pdf`)}
            >
              <Download className="size-4" aria-hidden="true" /> Credit note
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
