import type {
  AdminCancelRequestBody,
  AdminConfirmWithdrawalBody,
  AdminDepositActionAnswer,
  AdminDepositFilter,
  AdminDepositsAnswer,
  AdminWithdrawalActionAnswer,
  AdminWithdrawalFilter,
  AdminWithdrawalsAnswer,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

export interface RequestListArgs<S extends string> {
  status: S;
  search: string;
  skip: number;
  limit: number;
}

interface ActionArgs {
  id: string;
  /** The Idempotency-Key of this attempt (lib/idempotency.ts). */
  idempotencyKey: string;
}

const listParams = (args: RequestListArgs<string>) => ({
  status: args.status,
  skip: args.skip,
  limit: args.limit,
  ...(args.search ? { search: args.search } : {}),
});

/**
 * The page patches the list it shows after an action (the row shows its new status and stays put);
 * the lists of other statuses hold "resolved" rows and are refetched.
 */
const listTag = (status: string) => (status === 'pending' ? 'pending' : 'resolved');

export const walletRequestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminDeposits: build.query<AdminDepositsAnswer, RequestListArgs<AdminDepositFilter>>({
      query: (args) => ({ url: 'admin/wallets/deposits', params: listParams(args) }),
      providesTags: (_r, _e, args) => [{ type: 'AdminDeposits', id: listTag(args.status) }],
    }),
    confirmAdminDeposit: build.mutation<AdminDepositActionAnswer, ActionArgs>({
      query: ({ id, idempotencyKey }) => ({
        url: `admin/wallets/deposits/${id}/confirm`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, error) => depositTags(Boolean(error)),
    }),
    cancelAdminDeposit: build.mutation<AdminDepositActionAnswer, ActionArgs & AdminCancelRequestBody>({
      query: ({ id, idempotencyKey, reason }) => ({
        url: `admin/wallets/deposits/${id}/cancel`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { reason },
      }),
      invalidatesTags: (_r, error) => depositTags(Boolean(error)),
    }),
    adminWithdrawals: build.query<AdminWithdrawalsAnswer, RequestListArgs<AdminWithdrawalFilter>>({
      query: (args) => ({ url: 'admin/wallets/withdrawals', params: listParams(args) }),
      providesTags: (_r, _e, args) => [{ type: 'AdminWithdrawals', id: listTag(args.status) }],
    }),
    confirmAdminWithdrawal: build.mutation<
      AdminWithdrawalActionAnswer,
      ActionArgs & AdminConfirmWithdrawalBody
    >({
      query: ({ id, idempotencyKey, paymentReference }) => ({
        url: `admin/wallets/withdrawals/${id}/confirm`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { paymentReference },
      }),
      invalidatesTags: (_r, error) => withdrawalTags(Boolean(error)),
    }),
    cancelAdminWithdrawal: build.mutation<AdminWithdrawalActionAnswer, ActionArgs & AdminCancelRequestBody>({
      query: ({ id, idempotencyKey, reason }) => ({
        url: `admin/wallets/withdrawals/${id}/cancel`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { reason },
      }),
      invalidatesTags: (_r, error) => withdrawalTags(Boolean(error)),
    }),
  }),
});

/** After an action the dashboard's counts and the resolved lists change; after a refusal (409: someone
 * else resolved it) the pending list is refetched too, so the row shows what really happened. */
function depositTags(failed: boolean) {
  return [
    'AdminDashboard' as const,
    { type: 'AdminDeposits' as const, id: 'resolved' },
    ...(failed ? [{ type: 'AdminDeposits' as const, id: 'pending' }] : []),
  ];
}
function withdrawalTags(failed: boolean) {
  return [
    'AdminDashboard' as const,
    { type: 'AdminWithdrawals' as const, id: 'resolved' },
    ...(failed ? [{ type: 'AdminWithdrawals' as const, id: 'pending' }] : []),
  ];
}

export const {
  useAdminDepositsQuery,
  useConfirmAdminDepositMutation,
  useCancelAdminDepositMutation,
  useAdminWithdrawalsQuery,
  useConfirmAdminWithdrawalMutation,
  useCancelAdminWithdrawalMutation,
} = walletRequestsApi;
