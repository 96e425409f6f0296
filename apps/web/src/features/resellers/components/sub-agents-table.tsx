import type { SubAgentRow } from '@portal/contracts';
import type { DisplayCurrency } from '@portal/domain';
import { ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { SubAgentStatusBadge } from './status-badge';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

function Balance({ amount, currency }: { amount: number; currency: DisplayCurrency }) {
  const fmt = useFormats();
  const converted = fmt.alsoIn(amount, currency);
  return (
    <>
      <span className="font-semibold text-slate-900">{fmt.aed(amount)}</span>
      {converted && <span className="block text-xs text-slate-500">{converted}</span>}
    </>
  );
}

/** A table on wide screens, cards on phones; a row opens /reseller/{id}. */
export function SubAgentsTable({
  rows,
  currency,
}: {
  rows: readonly SubAgentRow[];
  currency: DisplayCurrency;
}) {
  const t = useT();
  const fmt = useFormats();
  const navigate = useNavigate();
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-start text-sm" data-testid="sub-agents-table">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                {t('resellers.code', 'Code')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('resellers.company', 'Company')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('resellers.contact', 'Contact')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('resellers.status', 'Status')}
              </th>
              <th scope="col" className="px-3 py-3 text-end">
                {t('resellers.balance', 'Balance')}
              </th>
              <th scope="col" className="px-5 py-3">
                {t('resellers.created', 'Created')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr
                key={row._id}
                onClick={() => void navigate(`/reseller/${row._id}`)}
                className="cursor-pointer align-top hover:bg-slate-50"
              >
                <td className="px-5 py-3 text-slate-600 tabular-nums">{row.agentCode}</td>
                <td className="px-3 py-3">
                  {/* The link is the keyboard and screen-reader way in; the row click is a pointer shortcut. */}
                  <Link
                    to={`/reseller/${row._id}`}
                    className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {row.companyName}
                  </Link>
                  <span className="block text-xs text-slate-500">{row.city}</span>
                </td>
                <td className="px-3 py-3">
                  <span className="text-slate-800">{row.name}</span>
                  <span className="block text-xs break-all text-slate-500">{row.email}</span>
                </td>
                <td className="px-3 py-3">
                  <SubAgentStatusBadge status={row.status} />
                </td>
                <td className="px-3 py-3 text-end whitespace-nowrap tabular-nums">
                  <Balance amount={row.balance} currency={currency} />
                </td>
                <td className="px-5 py-3 whitespace-nowrap text-slate-600 tabular-nums">
                  {fmt.date(row.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" data-testid="sub-agents-list">
        {rows.map((row) => (
          <li key={row._id}>
            <Link
              to={`/reseller/${row._id}`}
              className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-slate-900">{row.companyName}</span>
                  <SubAgentStatusBadge status={row.status} />
                </div>
                <p className="mt-0.5 text-xs break-all text-slate-500">
                  #{row.agentCode} · {row.name} · {row.email}
                </p>
                <p className="mt-1 text-sm tabular-nums">
                  <Balance amount={row.balance} currency={currency} />
                </p>
              </div>
              <ChevronRight className="rtl:-scale-x-100 size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
