import {
  ATTRACTION_PATHS,
  type CancelAnswer,
  type CancelQuoteAnswer,
  type CreateOrderAnswer,
  type CreateOrderBody,
  type OrderDto,
  type OrdersAnswer,
  type OrdersQuery,
  type RetryPaymentBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { siteOrigin } from '../../../lib/payment-return';

const IDEMPOTENCY = 'Idempotency-Key';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAttractionOrder: build.mutation<
      CreateOrderAnswer,
      { body: CreateOrderBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: ATTRACTION_PATHS.orders,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
    attractionOrders: build.query<OrdersAnswer, OrdersQuery>({
      query: (params) => ({ url: ATTRACTION_PATHS.orders, params }),
      providesTags: ['Orders'],
    }),
    attractionOrder: build.query<OrderDto, string>({
      query: (id) => ATTRACTION_PATHS.order(id),
      providesTags: ['Orders'],
    }),
    /** Pays a failed or expired card order again (re-priced; 409 PRICE_CHANGED when the total moved). */
    retryPayment: build.mutation<
      CreateOrderAnswer,
      { orderId: string; body: RetryPaymentBody; idempotencyKey: string }
    >({
      query: ({ orderId, body, idempotencyKey }) => ({
        url: ATTRACTION_PATHS.retryPayment(orderId),
        method: 'POST',
        body: { ...body, returnOrigin: siteOrigin() },
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders'],
    }),
    discardOrder: build.mutation<OrderDto, string>({
      query: (orderId) => ({ url: ATTRACTION_PATHS.discard(orderId), method: 'POST' }),
      invalidatesTags: ['Orders'],
    }),
    cancelQuote: build.query<CancelQuoteAnswer, { orderId: string; lineId: string }>({
      query: ({ orderId, lineId }) => ATTRACTION_PATHS.cancelQuote(orderId, lineId),
      keepUnusedDataFor: 0,
    }),
    cancelLine: build.mutation<CancelAnswer, { orderId: string; lineId: string; idempotencyKey: string }>({
      query: ({ orderId, lineId, idempotencyKey }) => ({
        url: ATTRACTION_PATHS.cancel(orderId, lineId),
        method: 'POST',
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
  }),
});

export const {
  useCreateAttractionOrderMutation,
  useAttractionOrdersQuery,
  useAttractionOrderQuery,
  useCancelQuoteQuery,
  useCancelLineMutation,
  useRetryPaymentMutation,
  useDiscardOrderMutation,
} = ordersApi;
