import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { statusLabel, type SubAgentStatus } from '../lib/list-query';

const STYLES: Record<SubAgentStatus, string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  disabled: 'bg-slate-100 text-slate-700 ring-slate-300',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  cancelled: 'bg-red-50 text-red-700 ring-red-200',
};

export function SubAgentStatusBadge({ status }: { status: SubAgentStatus }) {
  // Re-renders on a language switch.
  useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STYLES[status],
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
