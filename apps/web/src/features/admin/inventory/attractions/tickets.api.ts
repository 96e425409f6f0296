import type { TicketStockAnswer, TicketUploadAnswer } from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const ticketsApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminTicketStock'] }).injectEndpoints({
  endpoints: (build) => ({
    ticketStock: build.query<TicketStockAnswer, void>({
      query: () => 'admin/inventory/attractions/tickets',
      providesTags: ['AdminTicketStock'],
    }),
    uploadTickets: build.mutation<TicketUploadAnswer, { activityId: string; file: File; validTill: string }>({
      query: ({ activityId, file, validTill }) => {
        const form = new FormData();
        if (validTill) form.append('validTill', validTill);
        form.append('file', file, file.name);
        return {
          url: `admin/inventory/attractions/activities/${activityId}/tickets`,
          method: 'POST',
          body: form,
        };
      },
      invalidatesTags: ['AdminTicketStock', 'AdminDashboard'],
    }),
  }),
});

export const { useTicketStockQuery, useUploadTicketsMutation } = ticketsApi;
