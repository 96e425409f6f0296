import type {
  AdminAgentDetailAnswer,
  AdminAgentFlag,
  AdminAgentFlagsAnswer,
  AdminAgentListAnswer,
  AdminAgentStatusAnswer,
  AdminCreditLimitAnswer,
  AdminPayLaterLimitAnswer,
  WalletPositionAnswer,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

/** What the list page asks for: only the filters that are set (the URL query's own values). */
export interface AdminAgentListArgs {
  skip: number;
  limit: number;
  search?: string;
  status?: string;
  role?: string;
}

export interface WalletAdjustmentArgs {
  agentId: string;
  direction: 'credit' | 'debit';
  /** AED as typed, e.g. "250.00". */
  amount: string;
  reason: string;
  idempotencyKey: string;
}

/** An agent changed: its page, the list, and its history (every change is audited). */
const agentTags = (id: string) => [
  { type: 'AdminAgents' as const, id },
  { type: 'AdminAgents' as const, id: 'LIST' },
  'AdminAudit' as const,
];

const agentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminAgents: build.query<AdminAgentListAnswer, AdminAgentListArgs>({
      query: (params) => ({ url: 'admin/agents', params }),
      providesTags: [{ type: 'AdminAgents', id: 'LIST' }],
    }),
    adminAgent: build.query<AdminAgentDetailAnswer, string>({
      query: (id) => `admin/agents/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'AdminAgents', id }],
    }),
    setAdminAgentStatus: build.mutation<
      AdminAgentStatusAnswer,
      { id: string; status: 'ok' | 'disabled'; reason?: string }
    >({
      query: ({ id, ...body }) => ({ url: `admin/agents/${id}/status`, method: 'PATCH', body }),
      // An approval empties the dashboard's "agents to approve" queue; an approval's reason is a note.
      invalidatesTags: (_r, _e, { id }) => [
        'AdminDashboard',
        ...agentTags(id),
        { type: 'AdminWork' as const, id: `agent:${id}` },
      ],
    }),
    setAdminAgentCreditLimit: build.mutation<AdminCreditLimitAnswer, { id: string; creditLimit: string }>({
      query: ({ id, creditLimit }) => ({
        url: `admin/agents/${id}/credit-limit`,
        method: 'PATCH',
        body: { creditLimit },
      }),
      invalidatesTags: (_r, _e, { id }) => agentTags(id),
    }),
    setAdminAgentPayLaterLimit: build.mutation<
      AdminPayLaterLimitAnswer,
      { id: string; payLaterLimit: string | null }
    >({
      query: ({ id, payLaterLimit }) => ({
        url: `admin/agents/${id}/pay-later-limit`,
        method: 'PATCH',
        body: { payLaterLimit },
      }),
      // The dashboard's exposure view shows each agent's limit.
      invalidatesTags: (_r, _e, { id }) => ['AdminDashboard', ...agentTags(id)],
    }),
    setAdminAgentFlags: build.mutation<
      AdminAgentFlagsAnswer,
      { id: string; flags: Partial<Record<AdminAgentFlag, boolean>> }
    >({
      query: ({ id, flags }) => ({ url: `admin/agents/${id}/flags`, method: 'PATCH', body: flags }),
      invalidatesTags: (_r, _e, { id }) => agentTags(id),
    }),
    sendAdminAgentPasswordReset: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `admin/agents/${id}/password-reset`, method: 'POST' }),
    }),
    adjustAdminAgentWallet: build.mutation<WalletPositionAnswer, WalletAdjustmentArgs>({
      query: ({ agentId, direction, amount, reason, idempotencyKey }) => ({
        url: 'admin/wallets/adjustments',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { agent: agentId, direction, amount, reason },
      }),
      invalidatesTags: (_r, _e, { agentId }) => agentTags(agentId),
    }),
  }),
});

export const {
  useAdminAgentsQuery,
  useAdminAgentQuery,
  useSetAdminAgentStatusMutation,
  useSetAdminAgentCreditLimitMutation,
  useSetAdminAgentPayLaterLimitMutation,
  useSetAdminAgentFlagsMutation,
  useSendAdminAgentPasswordResetMutation,
  useAdjustAdminAgentWalletMutation,
} = agentsApi;
