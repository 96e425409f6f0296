import { cn } from '../../../lib/cn';
import { useT, type Translate } from '../../../lib/i18n';

export type RequestStatus = 'pending' | 'confirmed' | 'cancelled' | 'failed';

const STYLES: Record<RequestStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
};

function statusLabel(t: Translate, status: RequestStatus): string {
  switch (status) {
    case 'pending':
      return t('wallet.status.pending', 'Pending');
    case 'confirmed':
      return t('status.confirmed', 'Confirmed');
    case 'cancelled':
      return t('status.cancelled', 'Cancelled');
    case 'failed':
      return t('status.failed', 'Failed');
  }
}

export function StatusBadge({ status }: { status: RequestStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STYLES[status],
      )}
    >
      {statusLabel(t, status)}
    </span>
  );
}
