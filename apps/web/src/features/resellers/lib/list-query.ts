import { t } from '../../../lib/i18n';
import type { SubAgentListArgs } from '../api/resellers.api';

export const SUB_AGENT_STATUSES = ['ok', 'disabled', 'pending', 'cancelled'] as const;
export type SubAgentStatus = (typeof SUB_AGENT_STATUSES)[number];

/** A sub-agent's status in the reader's language. */
export function statusLabel(status: SubAgentStatus): string {
  switch (status) {
    case 'ok':
      return t('subAgentStatus.ok', 'Active');
    case 'disabled':
      return t('subAgentStatus.disabled', 'Disabled');
    case 'pending':
      return t('subAgentStatus.pending', 'Pending');
    case 'cancelled':
      return t('subAgentStatus.cancelled', 'Cancelled');
  }
}

export const PAGE_SIZE = 10;

export interface ListState {
  search: string;
  status: SubAgentStatus | '';
  /** 1-based. */
  page: number;
}

const isStatus = (value: string | null): value is SubAgentStatus =>
  (SUB_AGENT_STATUSES as readonly string[]).includes(value ?? '');

/** The list's filters live in the address (?q=&status=&page=), so back from a sub-agent keeps them. */
export function readListState(params: URLSearchParams): ListState {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: isStatus(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query of GET listAll: empty filters left out. */
export function listArgs(state: ListState, pageSize = PAGE_SIZE): SubAgentListArgs {
  const args: SubAgentListArgs = { skip: (state.page - 1) * pageSize, limit: pageSize };
  const search = state.search.trim();
  if (search) args.search = search;
  if (state.status) args.status = state.status;
  return args;
}
