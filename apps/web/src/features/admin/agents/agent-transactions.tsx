import { ReceiptText } from 'lucide-react';
import { STATEMENT_TYPE_LABELS, type TransactionRow } from '@portal/contracts';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatAed, formatDateTime, formatSignedAed } from '../../../lib/format';
import { cn } from '../../../lib/cn';

/** The agent's last wallet transactions, newest first (stacked rows: they fit any width). */
export function AgentTransactions({ rows, total }: { rows: TransactionRow[]; total: number }) {
  return (
    <Card>
      <CardHeader
        title="Last transactions"
        description={total > rows.length ? `The latest ${rows.length} of ${total}.` : undefined}
      />
      {rows.length === 0 ? (
        <EmptyState
          icon={<ReceiptText className="size-7" />}
          title="No transactions yet"
          description="Deposits, bookings and adjustments show here."
        />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Last transactions">
          {rows.map((t) => (
            <li
              key={t.id}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm"
            >
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium text-slate-900">
                  {STATEMENT_TYPE_LABELS[t.type]} <span className="text-slate-500">· {t.reference}</span>
                </p>
                <p className="break-words text-slate-600">{t.description}</p>
                <p className="text-xs text-slate-500">
                  No. {t.transactionNo} · {formatDateTime(t.createdAt)}
                </p>
              </div>
              <div className="text-end tabular-nums">
                <p
                  className={cn(
                    'font-semibold',
                    t.amount > 0 ? 'text-emerald-700' : t.amount < 0 ? 'text-red-700' : 'text-slate-700',
                  )}
                >
                  {t.amount === 0 ? formatAed(0) : formatSignedAed(t.amount)}
                </p>
                <p className="text-xs text-slate-600">Balance {formatAed(t.balance)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
