import type { InjectOptions } from 'fastify';
import type { FlightCreateBookingAnswer, FlightBookingDto } from '@portal/contracts';
import { plainDateIn } from '@portal/domain';
import type { Call } from './authz-matrix.fixtures.ts';
import { linesOfOrder } from './modules/bookings/core/index.ts';
import {
  bookingBody,
  idemHeaders,
  selectTrip,
  type TripOptions,
} from './modules/flights/booking/booking.testing.ts';
import type { TestApp } from './testing/test-app.ts';

/** The authorization matrix's probes of the Flights II routes (selection, orders, documents, cancel). */
interface FlightProbe {
  params?: Record<string, string>;
  body?: () => InjectOptions['payload'];
  headers?: () => Record<string, string>;
  secrets: string[];
  ownerSees?: string;
  intact?: () => Promise<string | null>;
}

const BOOKINGS = '/api/v1/b2b/flight/bookings';
/** One adult, one way: cheap enough for the matrix owner's wallet. */
const TRIP: TripOptions = { type: 'oneway', from: 'DXB', to: 'BOM', adults: 1, inDays: 40 };

export function flightFactories(testApp: () => TestApp, owner: Call) {
  const today = () => plainDateIn(testApp().deps.clock.now());
  const secretsOf = (b: FlightBookingDto) => [
    b._id,
    b.referenceNumber,
    ...(b.pnr ? [b.pnr] : []),
    ...b.passengers.flatMap((p) => (p.ticketNumber ? [p.ticketNumber] : [])),
  ];

  async function booked(): Promise<FlightBookingDto> {
    const { details } = await selectTrip(owner, today(), TRIP);
    const res = await owner({
      method: 'POST',
      url: `${BOOKINGS}/create`,
      headers: idemHeaders(),
      payload: bookingBody(details),
    });
    if (res.statusCode !== 201) throw new Error(`flight booking failed ${res.statusCode}: ${res.body}`);
    return res.json<FlightCreateBookingAnswer>().booking;
  }
  let standing: FlightBookingDto | null = null;
  const read =
    (ownerSeesId = false) =>
    async (): Promise<FlightProbe> => {
      standing ??= await booked();
      return {
        params: { bookingId: standing._id },
        secrets: secretsOf(standing),
        ownerSees: ownerSeesId ? standing._id : undefined,
      };
    };

  const factories: Record<string, () => Promise<FlightProbe>> = {
    // A's selection: nobody else may read its details (404), admins are refused by the role (403).
    'GET /api/v1/b2b/flight/details/:tbId': async () => {
      const { tbId } = await selectTrip(owner, today(), TRIP);
      return { params: { tbId }, secrets: [tbId], ownerSees: tbId };
    },
    [`GET ${BOOKINGS}/single/:bookingId`]: read(true),
    [`GET ${BOOKINGS}/pdf/:bookingId`]: read(),
    [`GET ${BOOKINGS}/invoice/:bookingId`]: read(),
    [`GET ${BOOKINGS}/cancel/:bookingId/quote`]: read(true),
    // A fresh booking: nobody else may cancel it, then the owner does (200).
    [`POST ${BOOKINGS}/cancel/:bookingId`]: async () => {
      const b = await booked();
      return {
        params: { bookingId: b._id },
        headers: idemHeaders,
        body: () => ({ cancellationRemark: 'matrix' }),
        secrets: secretsOf(b),
        ownerSees: 'cancelled',
        intact: async () => {
          const [line] = await linesOfOrder(testApp().deps.database.db, b._id);
          return line?.status === 'confirmed' ? null : 'another caller cancelled it';
        },
      };
    },
  };
  return factories;
}
