import type {
  AuditHistoryAnswer,
  AuditHistoryParams,
  AuditListAnswer,
  AuditListQuery,
  StaffAcceptBody,
  StaffAccountAnswer,
  StaffInviteBody,
  StaffListAnswer,
  StaffRolesBody,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

/** Staff accounts and the audit trail (administrators and auditors). */
export const staffApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminStaff'] }).injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffListAnswer, void>({
      query: () => 'admin/staff',
      providesTags: ['AdminStaff'],
    }),
    inviteStaff: build.mutation<StaffAccountAnswer, StaffInviteBody>({
      query: (body) => ({ url: 'admin/staff/invitations', method: 'POST', body }),
      invalidatesTags: ['AdminStaff', 'AdminAudit'],
    }),
    setStaffRoles: build.mutation<StaffAccountAnswer, { id: string } & StaffRolesBody>({
      query: ({ id, ...body }) => ({ url: `admin/staff/${id}/roles`, method: 'PATCH', body }),
      invalidatesTags: ['AdminStaff', 'AdminAudit', 'AdminSession'],
    }),
    setStaffActive: build.mutation<StaffAccountAnswer, { id: string; active: boolean }>({
      query: ({ id, active }) => ({ url: `admin/staff/${id}/status`, method: 'PATCH', body: { active } }),
      invalidatesTags: ['AdminStaff', 'AdminAudit'],
    }),
    acceptInvitation: build.mutation<{ message: string }, StaffAcceptBody>({
      query: (body) => ({ url: 'admin/auth/invitation', method: 'POST', body }),
    }),
    auditList: build.query<AuditListAnswer, AuditListQuery>({
      query: (params) => ({ url: 'admin/audit', params }),
      providesTags: ['AdminAudit'],
    }),
    objectHistory: build.query<AuditHistoryAnswer, { type: AuditHistoryParams['objectType']; id: string }>({
      query: ({ type, id }) => `admin/history/${type}/${id}`,
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useStaffListQuery,
  useInviteStaffMutation,
  useSetStaffRolesMutation,
  useSetStaffActiveMutation,
  useAcceptInvitationMutation,
  useAuditListQuery,
  useObjectHistoryQuery,
} = staffApi;
