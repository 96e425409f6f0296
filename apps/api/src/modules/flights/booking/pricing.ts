import type { z } from 'zod';
import type { flightCreateBookingBody } from '@portal/contracts';
import type { FlightAddonsRow, FlightPassengerRow } from '@portal/db';
import {
  bookingTravellerErrors,
  formatDate,
  plainDateIn,
  priceBookingAddons,
  type FieldErrors,
} from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { Buyer, PricedBooking } from '../../bookings/core/index.ts';
import { cancellationPolicy, storedFare, type StoredFare } from './fare-rules.ts';
import { quoteSelection, requireFlightSupplier } from './quote.ts';
import { assertNotBooked, offerOf, ownedSelection, type Selection } from './selection.ts';

export type CreateFlightBody = z.output<typeof flightCreateBookingBody>;

/** What `reserve` stores for the line (flight_bookings). */
export interface FlightDetail {
  selection: Selection;
  carrier: string;
  carrierName: string;
  journeys: unknown[];
  fare: StoredFare;
  passengers: FlightPassengerRow[];
  addons: FlightAddonsRow;
  contact: { phoneCode: string; email: string; contactNo: string };
  farePrice: number;
  route: string;
  firstDepartureAt: Date;
  returnDate: string | null;
}

/** A changed fare the agent did not accept: 409 PRICE_CHANGED before anything is held. */
export class FlightPriceChanged extends Error {
  readonly body: { expectedPrice: number; agentPrice: number; sellPrice: number };
  constructor(body: { expectedPrice: number; agentPrice: number; sellPrice: number }) {
    super('The price has changed since you saw it. Please review the new price and confirm.');
    this.body = body;
  }
}

/** "DXB-LHR-DXB": the journeys' end points, a point repeated only when the trip jumps. */
export function routeOf(journeys: readonly { from: string; to: string }[]): string {
  const points: string[] = [];
  for (const j of journeys) {
    if (points[points.length - 1] !== j.from) points.push(j.from);
    points.push(j.to);
  }
  return points.join('-');
}

const firstMessage = (errors: FieldErrors) => Object.values(errors)[0]?.[0] ?? 'Check the booking details.';

/**
 * Prices a create request (outside any transaction): the live selection, re-priced with the
 * supplier through the pipeline; the travellers and add-ons checked (400 with field errors); the
 * add-ons priced from the supplier's lists and added to the fare. Nothing is held here.
 */
export async function priceFlightBooking(
  deps: AppDeps,
  buyer: Buyer,
  input: CreateFlightBody,
): Promise<PricedBooking<FlightDetail>> {
  const selection = await ownedSelection(deps, buyer.agentId, input.tbId);
  await assertNotBooked(deps.database.db, selection);
  const q = await quoteSelection(deps, buyer, selection);
  const today = plainDateIn(deps.clock.now());
  const travellerErrors = bookingTravellerErrors(input.travellers, selection.travellers, {
    firstTravelDate: q.firstTravelDate,
    lastTravelDate: q.lastTravelDate,
    today,
  });
  const segments = q.journeys.flatMap((j) => j.segments);
  const { errors: addonErrors, addons } = priceBookingAddons(
    input.addons,
    q.ancillaries.map((a) => ({
      segmentKey: a.segmentKey,
      flightNumber: segments.find((s) => s.key === a.segmentKey)?.flightNumber ?? a.segmentKey,
      seats: a.seatMap.flatMap((r) => r.seats),
      meals: a.meals,
      baggage: a.baggage,
    })),
    input.travellers,
  );
  const errors = { ...travellerErrors, ...addonErrors };
  if (Object.keys(errors).length) throw badRequest(firstMessage(errors), errors);
  if (q.priceChanged && !input.acceptPriceChange)
    throw new FlightPriceChanged({
      expectedPrice: input.expectedPrice,
      agentPrice: q.price.agentPrice + addons.total,
      sellPrice: q.price.sellPrice + addons.total,
    });

  const offer = offerOf(selection);
  const fare = storedFare(q.fare);
  const t = selection.travellers;
  const agentPrice = q.price.agentPrice + addons.total;
  const route = routeOf(q.journeys);
  const names = input.travellers.map((p) => `${p.firstName} ${p.lastName}`);
  const lastJourney = q.journeys[q.journeys.length - 1]!;
  const counts = [`${t.adult} adult${t.adult > 1 ? 's' : ''}`];
  if (t.children) counts.push(`${t.children} child${t.children > 1 ? 'ren' : ''}`);
  if (t.infant) counts.push(`${t.infant} infant${t.infant > 1 ? 's' : ''}`);
  return {
    lines: [
      {
        description: `${offer.carrierName} ${route}, ${formatDate(q.firstTravelDate)}${q.journeys.length > 1 ? ` to ${formatDate(lastJourney.departLocal.slice(0, 10))}` : ''}, ${counts.join(', ')}`,
        serviceDate: q.firstTravelDate,
        serviceEndDate: q.lastTravelDate,
        supplierCode: requireFlightSupplier(deps).name,
        bookWithSupplier: true,
        price: {
          net: q.price.net + addons.total,
          companyMarkup: q.price.companyMarkup,
          subAgentMarkup: q.price.subAgentMarkup,
          vat: q.price.vat,
          clientMarkup: q.price.clientMarkup,
          agentPrice,
          sellPrice: q.price.sellPrice + addons.total,
          parentEarning: buyer.role === 'sub-agent' ? q.price.subAgentMarkup : 0,
          breakdown: { fare: q.price, addons: addons.total, carrier: offer.carrier, fareFamily: fare.family },
        },
        cancellationPolicy: cancellationPolicy(fare, {
          agentPrice,
          addons: addons.total,
          seated: t.adult + t.children,
          now: deps.clock.now(),
          firstDepartureAt: q.firstDepartureAt,
        }),
      },
    ],
    payLaterUntil: null,
    title: `${route} · ${offer.carrierName} · ${names[0] ?? ''}${names.length > 1 ? ` +${names.length - 1}` : ''}`,
    searchText: [
      route,
      offer.carrier,
      offer.carrierName,
      ...names,
      ...input.travellers.map((p) => p.passportNumber),
    ]
      .join(' ')
      .toLowerCase(),
    detail: {
      selection,
      carrier: offer.carrier,
      carrierName: offer.carrierName,
      journeys: q.journeys,
      fare,
      passengers: input.travellers.map((p) => ({ ...p, ticketNumber: null })),
      addons,
      contact: input.commonDetails,
      farePrice: q.price.agentPrice,
      route,
      firstDepartureAt: q.firstDepartureAt,
      returnDate: selection.tripType === 'return' ? lastJourney.departLocal.slice(0, 10) : null,
    },
  };
}
