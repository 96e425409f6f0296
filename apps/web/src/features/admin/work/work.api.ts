import type {
  AdminBulkAnswer,
  AdminBulkVisaBody,
  AdminQuotationQueueAnswer,
  AdminQuotationWorkAnswer,
  AdminSubAgentModulesAnswer,
  AdminSubAgentModulesBody,
  QuotationWorkStatus,
  AssigneeListAnswer,
  StaffWorkAnswer,
  StaffWorkKind,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

export interface WorkSubject {
  kind: StaffWorkKind;
  /** An agent's or application's id, or `product:id` of an order. */
  key: string;
}

const workUrl = (s: WorkSubject) => `admin/work/${s.kind}/${encodeURIComponent(s.key)}`;
const tag = (s: WorkSubject) => ({ type: 'AdminWork' as const, id: `${s.kind}:${s.key}` });

/** The back office's daily work: notes, assignment, bulk actions, rejections, the quotations queue. */
export const workApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    assigneeList: build.query<AssigneeListAnswer, void>({ query: () => 'admin/work/staff' }),
    staffWork: build.query<StaffWorkAnswer, WorkSubject>({
      query: (s) => workUrl(s),
      providesTags: (_r, _e, s) => [tag(s)],
    }),
    addStaffNote: build.mutation<StaffWorkAnswer, WorkSubject & { text: string }>({
      query: ({ text, ...s }) => ({ url: `${workUrl(s)}/notes`, method: 'POST', body: { text } }),
      invalidatesTags: (_r, _e, s) => [tag(s), 'AdminAudit'],
    }),
    assignStaff: build.mutation<StaffWorkAnswer, WorkSubject & { adminId: string | null }>({
      query: ({ adminId, ...s }) => ({ url: `${workUrl(s)}/assignee`, method: 'PUT', body: { adminId } }),
      // The lists show who handles each row.
      invalidatesTags: (_r, _e, s) => [
        tag(s),
        'AdminAudit',
        s.kind === 'order' ? { type: 'AdminOrders' as const, id: 'LIST' } : 'AdminVisas',
      ],
    }),
    bulkConfirmDeposits: build.mutation<AdminBulkAnswer, { ids: string[]; idempotencyKey: string }>({
      query: ({ ids, idempotencyKey }) => ({
        url: 'admin/wallets/deposits/bulk-confirm',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { ids },
      }),
      // The page marks the confirmed rows itself (they stay where they were, as after a single confirm).
      invalidatesTags: ['AdminDashboard', { type: 'AdminDeposits', id: 'resolved' }],
    }),
    bulkVisaInProcess: build.mutation<AdminBulkAnswer, AdminBulkVisaBody>({
      query: (body) => ({ url: 'admin/visa/travellers/in-process', method: 'POST', body }),
      invalidatesTags: ['AdminDashboard', 'AdminVisas', 'AdminAudit'],
    }),
    rejectAgent: build.mutation<{ message: string }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `admin/agents/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => ['AdminAgents', 'AdminDashboard', tag({ kind: 'agent', key: id })],
    }),
    subAgentModulesOn: build.mutation<AdminSubAgentModulesAnswer, { id: string } & AdminSubAgentModulesBody>({
      query: ({ id, flags }) => ({
        url: `admin/agents/${id}/sub-agents/modules`,
        method: 'POST',
        body: { flags },
      }),
      invalidatesTags: ['AdminAgents'],
    }),
    quotationQueue: build.query<
      AdminQuotationQueueAnswer,
      { work: QuotationWorkStatus | 'all'; skip: number; limit: number }
    >({
      query: (params) => ({ url: 'admin/quotations/queue', params }),
      providesTags: ['AdminQuotationQueue'],
    }),
    setQuotationWork: build.mutation<AdminQuotationWorkAnswer, { id: string; status: QuotationWorkStatus }>({
      query: ({ id, status }) => ({ url: `admin/quotations/${id}/work`, method: 'PUT', body: { status } }),
      invalidatesTags: ['AdminQuotationQueue'],
    }),
  }),
});

export const {
  useAssigneeListQuery,
  useStaffWorkQuery,
  useAddStaffNoteMutation,
  useAssignStaffMutation,
  useBulkConfirmDepositsMutation,
  useBulkVisaInProcessMutation,
  useRejectAgentMutation,
  useSubAgentModulesOnMutation,
  useQuotationQueueQuery,
  useSetQuotationWorkMutation,
} = workApi;
