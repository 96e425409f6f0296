import type { AdminAgentFlag, AdminAgentRole, AdminAgentStatus } from '@portal/contracts';
import { cn } from '../../../lib/cn';

export const AGENT_STATUS_LABELS: Record<AdminAgentStatus, string> = {
  pending: 'Awaiting approval',
  ok: 'Active',
  disabled: 'Disabled',
  cancelled: 'Cancelled',
};

export const AGENT_ROLE_LABELS: Record<AdminAgentRole, string> = {
  reseller: 'Reseller',
  'sub-agent': 'Sub-agent',
};

export const AGENT_FLAG_LABELS: Record<AdminAgentFlag, string> = {
  showHotel: 'Hotels',
  showAttraction: 'Attractions',
  showFlight: 'Flights',
  showVisa: 'Visas',
  showA2a: 'A2A tickets',
  showQuotaion: 'Quotations',
  showInsurance: 'Insurance',
};

const TONES: Record<AdminAgentStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  disabled: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function AgentStatusBadge({ status }: { status: AdminAgentStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[status],
      )}
    >
      {AGENT_STATUS_LABELS[status]}
    </span>
  );
}
