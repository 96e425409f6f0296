import type { LineStatus, OrderStatus } from '@portal/contracts';
import { cn } from '../../../lib/cn';

const LABELS: Record<LineStatus | OrderStatus, string> = {
  pending: 'Awaiting payment',
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  completed: 'Completed',
  processing: 'Processing',
  booked: 'Booked',
  pending_supplier: 'Awaiting supplier',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  discarded: 'Discarded',
};

const TONES: Record<LineStatus | OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  pending_payment: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  booked: 'bg-sky-50 text-sky-800 ring-sky-200',
  pending_supplier: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  discarded: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export const STATUS_LABELS = LABELS;

export function StatusBadge({ status }: { status: LineStatus | OrderStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        TONES[status],
      )}
    >
      {LABELS[status]}
    </span>
  );
}
