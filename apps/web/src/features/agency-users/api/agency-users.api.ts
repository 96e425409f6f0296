import type {
  ActivityAnswer,
  ActivityQuery,
  AgencyUserDto,
  AgencyUsersAnswer,
  InvitationAnswer,
  InviteUserBody,
  UpdateUserBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** The API paths of the agency's users (apps/api/src/modules/agency-users). */
export const AGENCY_USERS_PATHS = {
  users: 'b2b/agency/users',
  user: (id: string) => `b2b/agency/users/${id}`,
  invitation: 'b2b/agency/invitation',
  accept: 'b2b/agency/invitation/accept',
  activity: 'b2b/agency/activity',
  activitySheet: '/b2b/agency/activity/sheet',
} as const;

export type ActivityArgs = Partial<ActivityQuery>;

/** Issue 32: the owner's users page, the invitation link and the activity page. */
export const agencyUsersApi = api
  .enhanceEndpoints({ addTagTypes: ['AgencyUsers', 'Activity'] })
  .injectEndpoints({
    endpoints: (build) => ({
      agencyUsers: build.query<AgencyUsersAnswer, void>({
        query: () => AGENCY_USERS_PATHS.users,
        providesTags: ['AgencyUsers'],
      }),
      inviteAgencyUser: build.mutation<AgencyUserDto, InviteUserBody>({
        query: (body) => ({ url: AGENCY_USERS_PATHS.users, method: 'POST', body }),
        invalidatesTags: ['AgencyUsers', 'Activity'],
      }),
      updateAgencyUser: build.mutation<AgencyUserDto, { id: string } & UpdateUserBody>({
        query: ({ id, ...body }) => ({ url: AGENCY_USERS_PATHS.user(id), method: 'PATCH', body }),
        invalidatesTags: ['AgencyUsers', 'Activity'],
      }),
      agencyInvitation: build.query<InvitationAnswer, string>({
        query: (token) => ({ url: AGENCY_USERS_PATHS.invitation, params: { token } }),
      }),
      acceptAgencyInvitation: build.mutation<
        { message: string; email: string },
        { token: string; password: string }
      >({
        query: (body) => ({ url: AGENCY_USERS_PATHS.accept, method: 'POST', body }),
      }),
      agencyActivity: build.query<ActivityAnswer, ActivityArgs>({
        query: (params) => ({ url: AGENCY_USERS_PATHS.activity, params }),
        providesTags: ['Activity'],
      }),
    }),
  });

export const {
  useAgencyUsersQuery,
  useInviteAgencyUserMutation,
  useUpdateAgencyUserMutation,
  useAgencyInvitationQuery,
  useAcceptAgencyInvitationMutation,
  useAgencyActivityQuery,
} = agencyUsersApi;
