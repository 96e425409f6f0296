import { cn } from '../../../../lib/cn';

const LABELS = {
  pending: 'Awaiting staff',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const;

const TONES: Record<keyof typeof LABELS, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
};

/** The status of a deposit or withdrawal request. */
export function RequestStatusBadge({ status }: { status: keyof typeof LABELS }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        TONES[status],
      )}
      data-testid="request-status"
    >
      {LABELS[status]}
    </span>
  );
}
