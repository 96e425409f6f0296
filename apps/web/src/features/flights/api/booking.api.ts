import {
  FLIGHT_ORDER_PATHS,
  type FlightBookingDto,
  type FlightCancelAnswer,
  type FlightCancelQuoteAnswer,
  type FlightCreateBookingAnswer,
  type FlightCreateBookingBody,
  type FlightDetailsAnswer,
  type FlightOrdersAnswer,
  type FlightOrdersQuery,
  type FlightSelectAnswer,
  type FlightSelectBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { siteOrigin } from '../../../lib/payment-return';

const IDEMPOTENCY = 'Idempotency-Key';

/**
 * Flights II calls: select a fare (tbId), its details re-priced, book (one Idempotency-Key per
 * attempt), the agent's flight bookings, one booking, the cancellation quote and the cancellation.
 */
export const flightBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    selectFlightFare: build.mutation<FlightSelectAnswer, FlightSelectBody>({
      query: (body) => ({ url: FLIGHT_ORDER_PATHS.select, method: 'POST', body }),
    }),
    /** Re-priced with the supplier on every visit: never served from the cache. */
    flightDetails: build.query<FlightDetailsAnswer, string>({
      query: (tbId) => FLIGHT_ORDER_PATHS.details(tbId),
      keepUnusedDataFor: 0,
    }),
    createFlightBooking: build.mutation<
      FlightCreateBookingAnswer,
      { body: FlightCreateBookingBody; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: FLIGHT_ORDER_PATHS.create,
        method: 'POST',
        body: body.paymentMethod === 'card' ? { ...body, returnOrigin: siteOrigin() } : body,
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
    flightOrders: build.query<FlightOrdersAnswer, FlightOrdersQuery>({
      query: (params) => ({ url: FLIGHT_ORDER_PATHS.list, params }),
      providesTags: ['Orders'],
    }),
    flightOrder: build.query<FlightBookingDto, string>({
      query: (bookingId) => FLIGHT_ORDER_PATHS.single(bookingId),
      providesTags: ['Orders'],
    }),
    flightCancelQuote: build.query<FlightCancelQuoteAnswer, string>({
      query: (bookingId) => FLIGHT_ORDER_PATHS.cancelQuote(bookingId),
      keepUnusedDataFor: 0,
    }),
    cancelFlightBooking: build.mutation<
      FlightCancelAnswer,
      { bookingId: string; remark: string; idempotencyKey: string }
    >({
      query: ({ bookingId, remark, idempotencyKey }) => ({
        url: FLIGHT_ORDER_PATHS.cancel(bookingId),
        method: 'POST',
        body: { cancellationRemark: remark },
        headers: { [IDEMPOTENCY]: idempotencyKey },
      }),
      invalidatesTags: ['Orders', 'Wallet', 'Transactions'],
    }),
  }),
});

export const {
  useSelectFlightFareMutation,
  useFlightDetailsQuery,
  useCreateFlightBookingMutation,
  useFlightOrdersQuery,
  useFlightOrderQuery,
  useFlightCancelQuoteQuery,
  useCancelFlightBookingMutation,
} = flightBookingApi;
