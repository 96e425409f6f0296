import type { AdminAgentFlag, AdminAgentRole, AdminAgentStatus } from '@portal/contracts';
import { StatusPill, type PillTone } from '../components/status-pill';

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

const TONES: Record<AdminAgentStatus, PillTone> = {
  pending: 'waiting',
  ok: 'good',
  disabled: 'bad',
  cancelled: 'closed',
};

export function AgentStatusBadge({ status }: { status: AdminAgentStatus }) {
  return <StatusPill tone={TONES[status]} label={AGENT_STATUS_LABELS[status]} />;
}
