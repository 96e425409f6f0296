import {
  HOTEL_ORDER_PATHS,
  type HotelCancelAnswer,
  type HotelCancelQuoteAnswer,
  type HotelCreateOrderAnswer,
  type HotelCreateOrderBody,
  type HotelOrderDto,
  type HotelOrdersAnswer,
  type HotelOrdersQuery,
  type HotelPayOrderBody,
  type HotelRecheckAnswer,
  type HotelRecheckBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { siteOrigin } from '../../../lib/payment-return';

const IDEMPOTENCY = 'Idempotency-Key';

/** Hotels II calls: recheck with a hold, book, pay a pay-later order, orders, cancellation. */
export const hotelBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The recheck holds the rate: read as a query keyed by the rate so a re-render does not hold it
     * twice; never cached (each visit of the booking page holds afresh).
     */
    hotelRecheck: build.query<HotelRecheckAnswer, HotelRecheckBody>({
      query: (body) => ({ url: HOTEL_ORDER_PATHS.recheck, method: 'POST', body }),
      keepUnusedDataFor: 0,
    }),
    createHotelOrder: build.mutation<
      HotelCreateOrderAnswer,
      { body: HotelCreateOrderBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: HOTEL_ORDER_PATHS.create,
        method: 'POST',
        body: body.paymentMethod === 'card' ? { ...body, returnOrigin: siteOrigin() } : body,
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
    payHotelOrder: build.mutation<
      HotelCreateOrderAnswer,
      { body: HotelPayOrderBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: HOTEL_ORDER_PATHS.pay,
        method: 'POST',
        body: body.paymentMethod === 'card' ? { ...body, returnOrigin: siteOrigin() } : body,
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
    hotelOrders: build.query<HotelOrdersAnswer, HotelOrdersQuery>({
      query: (params) => ({ url: HOTEL_ORDER_PATHS.list, params }),
      providesTags: ['Orders'],
    }),
    hotelOrder: build.query<HotelOrderDto, string>({
      query: (orderId) => HOTEL_ORDER_PATHS.single(orderId),
      providesTags: ['Orders'],
    }),
    hotelCancelQuote: build.query<HotelCancelQuoteAnswer, string>({
      query: (orderId) => HOTEL_ORDER_PATHS.cancelQuote(orderId),
      keepUnusedDataFor: 0,
    }),
    cancelHotelOrder: build.mutation<
      HotelCancelAnswer,
      { orderId: string; remark: string; idempotencyKey: string }
    >({
      query: ({ orderId, remark, idempotencyKey }) => ({
        url: HOTEL_ORDER_PATHS.cancel(orderId),
        method: 'POST',
        body: { cancellationRemark: remark },
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
  }),
});

export const {
  useHotelRecheckQuery,
  useCreateHotelOrderMutation,
  usePayHotelOrderMutation,
  useHotelOrdersQuery,
  useHotelOrderQuery,
  useHotelCancelQuoteQuery,
  useCancelHotelOrderMutation,
} = hotelBookingApi;
