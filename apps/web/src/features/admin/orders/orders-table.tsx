import type { AdminOrderRow } from '@portal/contracts';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import { formatMoney } from '@portal/domain';
import { AppLink } from '../../../lib/nav';
import { productLabel } from './order-labels';
import { TableHead } from '../components/table-head';
import { assigneeText } from '../work/assignee-filter';

export const orderPath = (o: { product: string; _id: string }) => `/admin/orders/${o.product}/${o._id}`;

/** Every agent's orders; a wide table in its own scroll region (the page never scrolls sideways). */
export function OrdersTable({ rows }: { rows: readonly AdminOrderRow[] }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label="Bookings, scrolls sideways" tabIndex={0}>
      <table className="w-full min-w-[60rem] text-sm">
        <caption className="sr-only">Bookings of every agent, newest first</caption>
        <TableHead
          cell="px-3 py-2"
          columns={[
            'Order',
            'Agent',
            'Lead guest',
            'Booked',
            'Travel',
            'Status',
            'Lines',
            'Assigned to',
            { label: 'Total', right: true },
          ]}
        />
        <tbody>
          {rows.map((o) => (
            <tr key={o._id} className="border-t border-slate-100 align-top" data-testid="admin-order-row">
              <td className="px-3 py-2">
                <AppLink
                  to={orderPath(o)}
                  className="font-semibold whitespace-nowrap text-brand-700 underline"
                  aria-label={`Open ${o.referenceNumber}`}
                >
                  {o.referenceNumber}
                </AppLink>
                <span className="block text-xs text-slate-600">
                  {productLabel(o.product)}
                  {o.title ? ` · ${o.title}` : ''}
                </span>
              </td>
              <td className="px-3 py-2">
                <span className="font-medium text-slate-900">{o.agent.agentCode}</span>
                <bdi className="block text-xs text-slate-600">{o.agent.companyName}</bdi>
              </td>
              <td className="px-3 py-2">{o.leadName ? <bdi>{o.leadName}</bdi> : '-'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(o.createdAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDate(o.serviceDate)}
                {o.serviceEndDate && o.serviceEndDate !== o.serviceDate
                  ? ` - ${formatDate(o.serviceEndDate)}`
                  : ''}
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={o.status} />
              </td>
              <td className="px-3 py-2">
                <ul className="flex flex-col gap-1" aria-label={`Lines of ${o.referenceNumber}`}>
                  {o.lines.map((l) => (
                    <li key={l._id} className="flex items-center gap-1.5 whitespace-nowrap">
                      <span className="text-xs text-slate-600">#{l.lineNo}</span>
                      <StatusBadge status={l.status} />
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-2" data-testid="admin-order-assignee">
                {o.assignee ? o.assignee.name : <span className="text-slate-600">{assigneeText(null)}</span>}
              </td>
              <td className="px-3 py-2 text-end whitespace-nowrap">{formatMoney(o.total, o.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
