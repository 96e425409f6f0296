import {
  A2A_PATHS,
  type A2aCancelQuoteAnswer,
  type A2aCreateOrderAnswer,
  type A2aCreateOrderBody,
  type A2aDatesAnswer,
  type A2aListAnswer,
  type A2aOrderDto,
  type A2aOrdersAnswer,
  type A2aOrdersQuery,
  type A2aPassengerUpdateBody,
  type A2aTicketDto,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { siteOrigin } from '../../../lib/payment-return';

const IDEMPOTENCY = 'Idempotency-Key';

/** a2a calls (issue 13): dates, tickets of a day, one ticket, booking, orders and after sale. */
export const a2aApi = api.injectEndpoints({
  endpoints: (build) => ({
    a2aDates: build.query<A2aDatesAnswer, void>({
      query: () => A2A_PATHS.dates,
      providesTags: ['Orders'],
    }),
    a2aList: build.query<A2aListAnswer, string>({
      query: (date) => ({ url: A2A_PATHS.list, method: 'POST', body: { date } }),
      providesTags: ['Orders'],
    }),
    a2aTicket: build.query<A2aTicketDto, string>({
      query: (ticketId) => A2A_PATHS.ticket(ticketId),
      providesTags: ['Orders'],
    }),
    createA2aOrder: build.mutation<
      A2aCreateOrderAnswer,
      { body: A2aCreateOrderBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: A2A_PATHS.create,
        method: 'POST',
        body: body.paymentMethod === 'card' ? { ...body, returnOrigin: siteOrigin() } : body,
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
    a2aOrders: build.query<A2aOrdersAnswer, A2aOrdersQuery>({
      query: (params) => ({ url: A2A_PATHS.orders, params }),
      providesTags: ['Orders'],
    }),
    a2aOrder: build.query<A2aOrderDto, string>({
      query: (orderId) => A2A_PATHS.single(orderId),
      providesTags: ['Orders'],
    }),
    a2aCancelQuote: build.query<A2aCancelQuoteAnswer, { orderId: string; passengerId: string }>({
      query: ({ orderId, passengerId }) => A2A_PATHS.cancelQuote(orderId, passengerId),
      keepUnusedDataFor: 0,
    }),
    cancelA2aPassenger: build.mutation<
      { orderId: string; status: string; fee: number; refund: number },
      { orderId: string; passengerId: string; idempotencyKey: string }
    >({
      query: ({ orderId, passengerId, idempotencyKey }) => ({
        url: A2A_PATHS.cancel(orderId, passengerId),
        method: 'PATCH',
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
    updateA2aPassenger: build.mutation<
      A2aOrderDto,
      { orderId: string; passengerId: string; body: A2aPassengerUpdateBody }
    >({
      query: ({ orderId, passengerId, body }) => ({
        url: A2A_PATHS.update(orderId, passengerId),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useA2aDatesQuery,
  useA2aListQuery,
  useA2aTicketQuery,
  useCreateA2aOrderMutation,
  useA2aOrdersQuery,
  useA2aOrderQuery,
  useA2aCancelQuoteQuery,
  useCancelA2aPassengerMutation,
  useUpdateA2aPassengerMutation,
} = a2aApi;
