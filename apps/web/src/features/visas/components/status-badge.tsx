import type { VisaTravellerStatus } from '@portal/domain';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { visaStatusLabel } from '../lib/labels';

const TONES: Record<VisaTravellerStatus, string> = {
  initiated: 'bg-amber-50 text-amber-800 ring-amber-200',
  submitted: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_process: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A status badge; an application's passes its `outcome` ("1 approved, 1 rejected - reapply") as `label`. */
export function VisaStatusBadge({ status, label }: { status: VisaTravellerStatus; label?: string }) {
  // Re-renders on a language switch.
  useT();
  return (
    <span
      data-testid="visa-status"
      className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1', TONES[status])}
    >
      {label ?? visaStatusLabel(status)}
    </span>
  );
}
