import { cn } from '../../../lib/cn';

export type RequestStatus = 'pending' | 'confirmed' | 'cancelled' | 'failed';

const STYLES: Record<RequestStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  confirmed: { label: 'Confirmed', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
  failed: { label: 'Failed', className: 'bg-red-50 text-red-700 ring-red-200' },
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const style = STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        style.className,
      )}
    >
      {style.label}
    </span>
  );
}
