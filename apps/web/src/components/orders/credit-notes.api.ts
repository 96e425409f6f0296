import { orderCreditNotesPath, type CreditNotesAnswer } from '@portal/contracts';
import { api } from '../../lib/api';

/** An order's credit notes, any product (GET /b2b/bookings/orders/:orderId/credit-notes). */
export const creditNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    orderCreditNotes: build.query<CreditNotesAnswer, string>({
      query: (orderId) => orderCreditNotesPath(orderId),
      // A cancellation or refund of any product invalidates 'Orders': the list follows it.
      providesTags: ['Orders'],
    }),
  }),
});

export const { useOrderCreditNotesQuery } = creditNotesApi;
