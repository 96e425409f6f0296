import {
  RESELLER_PATHS,
  type RegisterSubAgentAnswer,
  type RegisterSubAgentBody,
  type ResetSubAgentPasswordAnswer,
  type SubAgentAnswer,
  type SubAgentConfigurationAnswer,
  type SubAgentConfigurationBody,
  type SubAgentCreditLimitAnswer,
  type SubAgentDetailsAnswer,
  type SubAgentsAnswer,
  type SubAgentTransferAnswer,
  type TransactionsAnswer,
  type UpdateSubAgentBody,
  type WalletSummaryAnswer,
} from '@portal/contracts';
import { WALLET_PATHS } from '@portal/contracts';
import { api } from '../../../lib/api';

export interface SubAgentListArgs {
  search?: string;
  status?: string;
  skip: number;
  limit: number;
}

export interface TransferArgs {
  id: string;
  amount: string;
  direction: 'to-sub' | 'from-sub';
  note?: string;
  key: string;
}

const subAgentTag = (id: string) => [{ type: 'Resellers' as const, id }];

/** Sub-agent management calls (reseller role only, spec section 2.1 group F). */
export const resellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    subAgents: build.query<SubAgentsAnswer, SubAgentListArgs>({
      query: (params) => ({ url: RESELLER_PATHS.list, params }),
      providesTags: [{ type: 'Resellers', id: 'LIST' }],
    }),
    subAgent: build.query<SubAgentDetailsAnswer, string>({
      query: (id) => RESELLER_PATHS.single(id),
      providesTags: (_r, _e, id) => [...subAgentTag(id), 'Wallet'],
    }),
    registerSubAgent: build.mutation<RegisterSubAgentAnswer, RegisterSubAgentBody>({
      query: (body) => ({ url: RESELLER_PATHS.register, method: 'POST', body }),
      invalidatesTags: [{ type: 'Resellers', id: 'LIST' }],
    }),
    updateSubAgent: build.mutation<SubAgentAnswer, { id: string; body: UpdateSubAgentBody }>({
      query: ({ id, body }) => ({ url: RESELLER_PATHS.update(id), method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [...subAgentTag(id), { type: 'Resellers', id: 'LIST' }],
    }),
    setSubAgentStatus: build.mutation<SubAgentAnswer, { id: string; status: 'ok' | 'disabled' }>({
      query: ({ id, status }) => ({ url: RESELLER_PATHS.status(id), method: 'PATCH', body: { status } }),
      invalidatesTags: (_r, _e, { id }) => [...subAgentTag(id), { type: 'Resellers', id: 'LIST' }],
    }),
    resetSubAgentPassword: build.mutation<ResetSubAgentPasswordAnswer, string>({
      query: (id) => ({ url: RESELLER_PATHS.resetPassword(id), method: 'POST' }),
    }),
    subAgentConfiguration: build.query<SubAgentConfigurationAnswer, string>({
      query: (id) => RESELLER_PATHS.configuration(id),
      providesTags: (_r, _e, id) => [{ type: 'Resellers', id: `config-${id}` }],
    }),
    updateSubAgentConfiguration: build.mutation<
      SubAgentConfigurationAnswer & { message: string },
      SubAgentConfigurationBody
    >({
      query: (body) => ({ url: RESELLER_PATHS.configurationUpdate, method: 'POST', body }),
      invalidatesTags: (_r, _e, { subAgentId }) => [{ type: 'Resellers', id: `config-${subAgentId}` }],
    }),
    subAgentTransactions: build.query<TransactionsAnswer, { id: string; skip: number; limit: number }>({
      query: ({ id, skip, limit }) => ({ url: RESELLER_PATHS.transactions(id), params: { skip, limit } }),
      providesTags: ['Wallet'],
    }),
    transferWithSubAgent: build.mutation<SubAgentTransferAnswer, TransferArgs>({
      query: ({ id, key, amount, direction, note }) => ({
        url: RESELLER_PATHS.transfer(id),
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        body: { amount, direction, ...(note ? { note } : {}) },
      }),
      // Both wallets moved: the parent's figures (header panel, /wallet) and the sub-agent's.
      invalidatesTags: ['Wallet', 'Transactions'],
    }),
    setSubAgentCreditLimit: build.mutation<SubAgentCreditLimitAnswer, { id: string; amount: string }>({
      query: ({ id, amount }) => ({ url: RESELLER_PATHS.creditLimit(id), method: 'PATCH', body: { amount } }),
      invalidatesTags: ['Wallet', 'Transactions'],
    }),
    /** The parent's own funds, for "available to send" in the transfer dialog. */
    parentWalletSummary: build.query<WalletSummaryAnswer, void>({
      query: () => WALLET_PATHS.summary,
      providesTags: ['Wallet'],
    }),
  }),
});

export const {
  useSubAgentsQuery,
  useSubAgentQuery,
  useRegisterSubAgentMutation,
  useUpdateSubAgentMutation,
  useSetSubAgentStatusMutation,
  useResetSubAgentPasswordMutation,
  useSubAgentConfigurationQuery,
  useUpdateSubAgentConfigurationMutation,
  useSubAgentTransactionsQuery,
  useTransferWithSubAgentMutation,
  useSetSubAgentCreditLimitMutation,
  useParentWalletSummaryQuery,
} = resellersApi;
