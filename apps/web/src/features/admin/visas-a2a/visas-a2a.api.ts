import type {
  A2aAdminPassengerDto,
  A2aAdminTicketBody,
  A2aAdminTicketDto,
  AdminA2aTicketPage,
  AdminA2aTicketPageQuery,
  AdminVisaApplicationsAnswer,
  AdminVisaApplicationsQuery,
  VisaApplicationAnswer,
  VisaStatusInput,
} from '@portal/contracts';
import { adminApi } from '../api/admin-api';

export interface TravellerRef {
  applicationId: string;
  travellerId: string;
}

/** Drops empty filters so the URL the API sees carries only what staff chose. */
function params<T extends object>(query: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}

const visasA2aApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminVisaApplications: build.query<AdminVisaApplicationsAnswer, AdminVisaApplicationsQuery>({
      query: (query) => ({ url: 'admin/visa/applications', params: params(query) }),
      providesTags: ['AdminVisas'],
    }),
    moveVisaTraveller: build.mutation<VisaApplicationAnswer, TravellerRef & VisaStatusInput>({
      query: ({ applicationId, travellerId, ...body }) => ({
        url: `admin/visa/applications/${applicationId}/travellers/${travellerId}/status`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['AdminVisas', 'AdminDashboard', 'AdminAudit'],
    }),
    attachVisaPdf: build.mutation<VisaApplicationAnswer, TravellerRef & { file: File }>({
      query: ({ applicationId, travellerId, file }) => {
        const form = new FormData();
        form.append('visa', file, file.name);
        return {
          url: `admin/visa/applications/${applicationId}/travellers/${travellerId}/visa`,
          method: 'POST',
          body: form,
        };
      },
      invalidatesTags: ['AdminVisas', 'AdminDashboard', 'AdminAudit'],
    }),

    adminA2aTickets: build.query<AdminA2aTicketPage, AdminA2aTicketPageQuery>({
      query: (query) => ({ url: 'admin/a2a/tickets/paged', params: params(query) }),
      providesTags: ['AdminA2a'],
    }),
    createA2aTicket: build.mutation<A2aAdminTicketDto, A2aAdminTicketBody>({
      query: (body) => ({ url: 'admin/a2a/tickets', method: 'POST', body }),
      invalidatesTags: ['AdminA2a'],
    }),
    changeA2aSeats: build.mutation<A2aAdminTicketDto, { ticketId: string; change: number }>({
      query: ({ ticketId, change }) => ({
        url: `admin/a2a/tickets/${ticketId}/seats`,
        method: 'PATCH',
        body: { change },
      }),
      invalidatesTags: ['AdminA2a'],
    }),
    closeA2aTicket: build.mutation<A2aAdminTicketDto, string>({
      query: (ticketId) => ({ url: `admin/a2a/tickets/${ticketId}/close`, method: 'POST' }),
      invalidatesTags: ['AdminA2a'],
    }),
    a2aPassengers: build.query<A2aAdminPassengerDto[], string>({
      query: (ticketId) => `admin/a2a/tickets/${ticketId}/passengers`,
      providesTags: ['AdminA2a'],
    }),
  }),
});

export const {
  useAdminVisaApplicationsQuery,
  useMoveVisaTravellerMutation,
  useAttachVisaPdfMutation,
  useAdminA2aTicketsQuery,
  useCreateA2aTicketMutation,
  useChangeA2aSeatsMutation,
  useCloseA2aTicketMutation,
  useA2aPassengersQuery,
} = visasA2aApi;
