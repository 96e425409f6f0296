import { Download } from 'lucide-react';
import { creditNotePdfPath, type CreditNoteDto } from '@portal/contracts';
import { AGENT_SESSION, type BearerSession } from '../../lib/api';
import { formatAedMinor, formatDate } from '../../lib/format';
import { useDownload } from '../../lib/use-download';
import { Button } from '../ui/button';
import { useOrderCreditNotesQuery } from './credit-notes.api';
import { useT } from '../../lib/i18n';

/**
 * An order's credit notes (refunds of invoiced money), each with its PDF; nothing when there are none. One
 * list for every product and for staff (`pdfPath` and `session` name the staff's PDF route and token).
 */
export function CreditNotes({
  notes,
  pdfPath = creditNotePdfPath,
  session = AGENT_SESSION,
}: {
  notes: readonly CreditNoteDto[];
  pdfPath?: (id: string) => string;
  session?: BearerSession;
}) {
  const t = useT();
  const { busy, download } = useDownload(session);
  if (notes.length === 0) return null;
  return (
    <section aria-label={t('creditNotes.title', 'Credit notes')} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700">{t('creditNotes.title', 'Credit notes')}</h3>
      <ul className="space-y-2 text-sm">
        {notes.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{n.number}</span>
            <span className="text-slate-600">
              {formatDate(n.issuedAt)} · {formatAedMinor(n.amount)} ·{' '}
              {t('creditNotes.invoice', 'invoice {number}', { number: n.invoiceNumber })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              loading={busy === n.id}
              onClick={() => void download(n.id, pdfPath(n.id), `credit-note-${n.number}.pdf`)}
            >
              <Download className="size-4" aria-hidden="true" /> {t('creditNotes.one', 'Credit note')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The credit notes of a booking core order of any product, read from the one credit notes route (visa,
 * a2a and attraction order pages). Nothing while loading or when there are none; a failed read says so.
 */
export function OrderCreditNotes({ orderId, className }: { orderId: string; className?: string }) {
  const { data, isError, refetch, isFetching } = useOrderCreditNotesQuery(orderId);
  if (isError)
    return (
      <p className={`text-sm text-red-700 ${className ?? ''}`}>
        The credit notes could not be loaded.{' '}
        <button
          type="button"
          className="font-semibold underline"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </p>
    );
  if (!data || data.creditNotes.length === 0) return null;
  return (
    <div className={className}>
      <CreditNotes notes={data.creditNotes} />
    </div>
  );
}
