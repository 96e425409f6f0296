import { Download } from 'lucide-react';
import { creditNotePdfPath, type TransactionRow } from '@portal/contracts';
import { useDownload } from '../../../lib/use-download';
import { cn } from '../../../lib/cn';
import { zoneLabel } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { productLabel, statementTypeLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

function amountClass(amount: number) {
  return amount > 0 ? 'text-emerald-700' : amount < 0 ? 'text-red-700' : 'text-slate-700';
}

/** The credit note a refund issued, downloadable from its statement line. */
function StatementCreditNote({ row }: { row: TransactionRow }) {
  const t = useT();
  const { busy, download } = useDownload();
  const note = row.creditNote;
  if (!note) return null;
  return (
    <button
      type="button"
      className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-700 underline disabled:opacity-60"
      disabled={busy === note.id}
      onClick={() => void download(note.id, creditNotePdfPath(note.id), `credit-note-${note.number}.pdf`)}
    >
      <Download className="size-3.5" aria-hidden="true" />{' '}
      {t('wallet.creditNote', 'Credit note {number}', { number: note.number })}
    </button>
  );
}

/** A table on wide screens, stacked rows on phones; the running balance is the server's. */
export function StatementTable({ rows }: { rows: readonly TransactionRow[] }) {
  const t = useT();
  const fmt = useFormats();
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-start text-sm" data-testid="statement-table">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                {t('wallet.col.date', 'Date ({zone})', { zone: zoneLabel() })}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('wallet.col.number', 'No.')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('wallet.filters.type', 'Type')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('wallet.col.reference', 'Reference / description')}
              </th>
              <th scope="col" className="px-3 py-3 text-end">
                {t('wallet.col.amount', 'Amount')}
              </th>
              <th scope="col" className="px-3 py-3 text-end">
                {t('wallet.funds.balance', 'Balance')}
              </th>
              <th scope="col" className="px-5 py-3 text-end">
                {t('wallet.funds.creditUsed', 'Credit used')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="align-top hover:bg-slate-50/60">
                <td className="px-5 py-3 whitespace-nowrap text-slate-600 tabular-nums">
                  {fmt.dateTime(row.createdAt)}
                </td>
                <td className="px-3 py-3 text-slate-500 tabular-nums">{row.transactionNo}</td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <span className="font-medium text-slate-800">{statementTypeLabel(t, row.type)}</span>
                  {row.product && (
                    <span className="block text-xs text-slate-500 capitalize">
                      {productLabel(t, row.product)}
                    </span>
                  )}
                </td>
                <td className="max-w-xs px-3 py-3">
                  <span className="font-medium break-all text-slate-800">{row.reference}</span>
                  <span className="block text-xs text-slate-500">{row.description}</span>
                  <StatementCreditNote row={row} />
                </td>
                <td
                  className={cn(
                    'px-3 py-3 text-end font-semibold whitespace-nowrap tabular-nums',
                    amountClass(row.amount),
                  )}
                >
                  {fmt.signedAed(row.amount)}
                </td>
                <td className="px-3 py-3 text-end whitespace-nowrap text-slate-900 tabular-nums">
                  {fmt.aed(row.balance)}
                </td>
                <td className="px-5 py-3 text-end whitespace-nowrap text-slate-600 tabular-nums">
                  {fmt.aed(row.creditUsed)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="statement-list">
        {rows.map((row) => (
          <li key={row.id} className="px-4 py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {statementTypeLabel(t, row.type)}
                  <span className="ms-1.5 text-xs font-normal text-slate-500">#{row.transactionNo}</span>
                </p>
                <p className="text-xs break-all text-slate-500">{row.reference}</p>
              </div>
              <p className={cn('shrink-0 text-sm font-semibold tabular-nums', amountClass(row.amount))}>
                {fmt.signedAed(row.amount)}
              </p>
            </div>
            <p className="mt-1 text-xs text-slate-500">{row.description}</p>
            <StatementCreditNote row={row} />
            <div className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-xs text-slate-500 tabular-nums">
              <span>{fmt.dateTime(row.createdAt)}</span>
              <span>
                {t('wallet.funds.balance', 'Balance')}{' '}
                <span className="font-medium text-slate-800">{fmt.aed(row.balance)}</span>
                {row.creditUsed > 0 && (
                  <>
                    {' · '}
                    {t('wallet.creditUsedAmount', 'Credit used {amount}', {
                      amount: fmt.aed(row.creditUsed),
                    })}
                  </>
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
