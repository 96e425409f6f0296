import type { AdminOrderDetails, AdminOrderProduct } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import { StatusBadge } from '../../../components/status-badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { ConfirmLineForm } from './confirm-line-form';
import { useStaffCan } from '../lib/staff-permissions';

const PRICE_ROWS = [
  ['net', 'Net'],
  ['companyMarkup', 'Company markup'],
  ['subAgentMarkup', 'Sub-agent markup'],
  ['vat', 'VAT'],
  ['agentPrice', 'Agent price'],
  ['clientMarkup', 'Client markup'],
  ['sellPrice', 'Client price'],
  ['parentEarning', 'Parent earning'],
] as const;

/** The order's lines: status, supplier and confirmation references, price breakdown, confirm form. */
export function OrderLines({ order, product }: { order: AdminOrderDetails; product: AdminOrderProduct }) {
  const confirms = useStaffCan()('operations.bookings');
  return (
    <Card>
      <CardHeader
        title="Lines"
        description="Each line with its status, references and the price it was sold at."
      />
      <ol className="divide-y divide-slate-100">
        {order.lines.map((line) => (
          <li key={line._id} className="px-5 py-4" aria-label={`Line ${line.lineNo}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  #{line.lineNo} {line.description}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDate(line.serviceDate)}
                  {line.serviceEndDate && line.serviceEndDate !== line.serviceDate
                    ? ` - ${formatDate(line.serviceEndDate)}`
                    : ''}
                </p>
              </div>
              <StatusBadge status={line.status} />
            </div>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div className="flex justify-between gap-3 sm:block">
                <dt className="text-slate-600">Supplier</dt>
                <dd className="break-all text-slate-900">{line.supplierCode ?? 'Own inventory'}</dd>
              </div>
              <div className="flex justify-between gap-3 sm:block">
                <dt className="text-slate-600">Supplier reference</dt>
                <dd className="break-all text-slate-900">{line.supplierReference ?? '-'}</dd>
              </div>
              <div className="flex justify-between gap-3 sm:block">
                <dt className="text-slate-600">Confirmation number</dt>
                <dd
                  className="font-medium break-all text-slate-900"
                  data-testid={`line-${line.lineNo}-confirmation`}
                >
                  {line.confirmationNumber ?? '-'}
                </dd>
              </div>
              {line.statusReason ? (
                <div className="flex justify-between gap-3 sm:block">
                  <dt className="text-slate-600">Reason</dt>
                  <dd className="text-slate-900">{line.statusReason}</dd>
                </div>
              ) : null}
              {line.cancellationFee !== null ? (
                <div className="flex justify-between gap-3 sm:block">
                  <dt className="text-slate-600">Cancellation fee / refund</dt>
                  <dd className="text-slate-900">
                    {formatMoney(line.cancellationFee, order.currency)} /{' '}
                    {formatMoney(line.refundAmount ?? 0, order.currency)}
                  </dd>
                </div>
              ) : null}
            </dl>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-brand-700">Price breakdown</summary>
              <dl className="mt-2 grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {PRICE_ROWS.map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="text-end text-slate-900">
                      {formatMoney(line.price[key], order.currency)}
                    </dd>
                  </div>
                ))}
              </dl>
            </details>
            {line.canConfirm && confirms ? (
              <ConfirmLineForm order={{ ...order, product }} line={line} />
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
