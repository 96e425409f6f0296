import type { FlightJourney } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  flightSupplier,
  FlightSupplierRejected,
  type FlightSupplier,
  type PaxNet,
  type SegmentAncillaries,
  type SupplierFare,
} from '../../../suppliers/flights/index.ts';
import { loadFlightLayers, priceFare, type Buyer, type FlightPrice } from '../markup-layers.ts';
import { offerOf, type Selection } from './selection.ts';

export function requireFlightSupplier(deps: AppDeps): FlightSupplier {
  const s = flightSupplier(deps);
  if (!s) throw new AppError('UNAVAILABLE', 'No flight supplier is available');
  return s;
}

export interface SelectionQuote {
  fare: SupplierFare;
  journeys: FlightJourney[];
  /** The whole fare for every traveller through the pricing pipeline (the caller's markups). */
  price: FlightPrice;
  /** One traveller of each type: what the agent pays and what its client pays. */
  perPax: { agent: PaxNet; sell: PaxNet };
  priceChanged: boolean;
  /** The agentPrice at selection. */
  previousPrice: number;
  ancillaries: SegmentAncillaries[];
  firstTravelDate: string;
  lastTravelDate: string;
  /** The first departure as an instant. */
  firstDepartureAt: Date;
}

/**
 * The selection priced again with the supplier now and through the one pricing pipeline with the
 * caller's flight markups for the airline; the supplier's seat maps, meals and bags per segment.
 * Sold out: 409. A changed fare is answered (priceChanged), never taken silently.
 */
export async function quoteSelection(
  deps: AppDeps,
  buyer: Buyer,
  selection: Selection,
): Promise<SelectionQuote> {
  const supplier = requireFlightSupplier(deps);
  const offer = offerOf(selection);
  const [check, ancillaries, layersOf] = await Promise.all([
    supplier.price(selection.fareKey).catch(rejected),
    supplier.ancillaries(selection.fareKey).catch(rejected),
    loadFlightLayers(deps.database, buyer),
  ]);
  if (check.status === 'sold-out')
    throw new AppError('CONFLICT', 'This fare is sold out. Please choose another flight.', {
      messageKey: 'booking.soldOut',
    });
  const layers = layersOf(offer.carrier);
  const t = selection.travellers;
  const { price } = priceFare(
    check.fare.net,
    { adults: t.adult, children: t.children, infants: t.infant },
    layers,
  );
  const one = (n: Partial<PaxNet>) =>
    priceFare({ adult: 0, child: 0, infant: 0, ...n }, { adults: 1, children: 0, infants: 0 }, layers).price;
  const [a, c, i] = [
    one({ adult: check.fare.net.adult }),
    one({ adult: check.fare.net.child }),
    one({ adult: check.fare.net.infant }),
  ];
  const segments = check.journeys.flatMap((j) => j.segments);
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  return {
    fare: check.fare,
    journeys: check.journeys,
    price,
    perPax: {
      agent: { adult: a.agentPrice, child: c.agentPrice, infant: i.agentPrice },
      sell: { adult: a.sellPrice, child: c.sellPrice, infant: i.sellPrice },
    },
    priceChanged: price.agentPrice !== selection.seenPrice,
    previousPrice: selection.seenPrice,
    ancillaries,
    firstTravelDate: first.departLocal.slice(0, 10),
    lastTravelDate: last.arriveLocal.slice(0, 10),
    firstDepartureAt: new Date(first.departUtc),
  };
}

function rejected(error: unknown): never {
  if (error instanceof FlightSupplierRejected)
    throw new AppError('GONE', 'The airline no longer offers this fare. Please search again.');
  throw error;
}
