import { cn } from '../lib/cn';
import { t } from '../lib/i18n';

/**
 * Order and line statuses of every product (attraction orders and the booking core's orders:
 * hotels and the products after them), with one label and one colour each.
 */
export type BookingStatus =
  | 'pending'
  | 'pending_payment'
  | 'processing'
  | 'unpaid'
  | 'completed'
  | 'booked'
  | 'confirmed'
  | 'pending_supplier'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'discarded';

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Awaiting payment',
  pending_payment: 'Awaiting payment',
  unpaid: 'Unpaid (pay later)',
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

/** A status's label in the reader's language (STATUS_LABELS keeps the English ones). */
function statusText(status: BookingStatus): string {
  switch (status) {
    case 'pending':
    case 'pending_payment':
      return t('status.awaitingPayment', 'Awaiting payment');
    case 'unpaid':
      return t('status.unpaid', 'Unpaid (pay later)');
    case 'confirmed':
      return t('status.confirmed', 'Confirmed');
    case 'completed':
      return t('status.completed', 'Completed');
    case 'processing':
      return t('status.processing', 'Processing');
    case 'booked':
      return t('status.booked', 'Booked');
    case 'pending_supplier':
      return t('status.awaitingSupplier', 'Awaiting supplier');
    case 'failed':
      return t('status.failed', 'Failed');
    case 'cancelled':
      return t('status.cancelled', 'Cancelled');
    case 'expired':
      return t('status.expired', 'Expired');
    case 'discarded':
      return t('status.discarded', 'Discarded');
  }
}

const TONES: Record<BookingStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  pending_payment: 'bg-amber-50 text-amber-800 ring-amber-200',
  unpaid: 'bg-amber-50 text-amber-900 ring-amber-300',
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

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        TONES[status],
      )}
      data-testid="status-badge"
    >
      {statusText(status)}
    </span>
  );
}

/**
 * A status of a timeline in words, capitalised like the badges: a known status by its badge label,
 * any other event ("payment started", "partly cancelled") with a capital first letter.
 */
export function statusLabel(status: string): string {
  if (Object.hasOwn(STATUS_LABELS, status)) return statusText(status as BookingStatus);
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
