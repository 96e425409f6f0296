/** Flight search results as the results page shows them: offers, sort, filters and the matrix. */
export interface FlightSegment {
  key: string;
  carrier: string;
  carrierName: string;
  flightNumber: string;
  from: string;
  to: string;
  /** Local wall-clock times at each airport, yyyy-mm-ddTHH:mm. */
  departLocal: string;
  arriveLocal: string;
  departUtc: string;
  arriveUtc: string;
  durationMin: number;
  aircraft: string;
}

export interface Layover {
  airport: string;
  minutes: number;
}

export interface FlightJourney {
  key: string;
  from: string;
  to: string;
  departLocal: string;
  arriveLocal: string;
  durationMin: number;
  stops: number;
  layovers: Layover[];
  segments: FlightSegment[];
}

export interface FarePrice {
  net: number;
  companyMarkup: number;
  subAgentMarkup: number;
  vat: number;
  clientMarkup: number;
  /** What the agent pays. */
  agentPrice: number;
  /** What the client pays: agent price + the agent's own margin. */
  sellPrice: number;
}

export interface FlightFare {
  fareKey: string;
  family: string;
  cabin: 'economy' | 'business';
  bookingClass: string;
  baggage: { checkedKg: number; cabinKg: number };
  refundable: boolean;
  /** AED minor units; the fee to change a ticket (0: free). */
  changeFee: number;
  /** AED minor units; what a refund costs (null: not refundable). */
  cancelFee: number | null;
  seatsLeft: number;
  /** For every traveller together, AED minor units. */
  price: FarePrice;
  /** Sell price of one adult (the calendar's fare). */
  perAdultSell: number;
}

export interface FlightOffer {
  offerId: string;
  carrier: string;
  carrierName: string;
  journeys: FlightJourney[];
  /** Cheapest first. */
  fares: FlightFare[];
}

export type FlightSort = 'cheapest' | 'fastest' | 'earliest';
export const FLIGHT_SORTS: readonly FlightSort[] = ['cheapest', 'fastest', 'earliest'];

export type StopsBucket = 0 | 1 | 2;
/** 0 direct, 1 one stop, 2 two stops or more (the most stops of any journey of the offer). */
export const stopsOf = (o: FlightOffer): StopsBucket =>
  Math.min(2, Math.max(0, ...o.journeys.map((j) => j.stops))) as StopsBucket;
export const cheapestSell = (o: FlightOffer): number => Math.min(...o.fares.map((f) => f.price.sellPrice));
export const totalDuration = (o: FlightOffer): number => o.journeys.reduce((s, j) => s + j.durationMin, 0);
export const firstDeparture = (o: FlightOffer): string => o.journeys[0]?.departLocal ?? '';
/** Hour of day (0-23) of a local time. */
export const hourOf = (local: string): number => Number(local.slice(11, 13));

export interface FlightFilters {
  stops: StopsBucket[];
  airlines: string[];
  /** Hours [from, to], both inclusive, of the first journey's departure / arrival. */
  departHours: [number, number];
  arriveHours: [number, number];
  /** Highest sell price (minor units), null: any. */
  maxPrice: number | null;
  refundableOnly: boolean;
}

export const NO_FILTERS: Readonly<FlightFilters> = Object.freeze<FlightFilters>({
  stops: [],
  airlines: [],
  departHours: [0, 23],
  arriveHours: [0, 23],
  maxPrice: null,
  refundableOnly: false,
});

const inHours = (h: number, [from, to]: [number, number]) => h >= from && h <= to;

/** Filters keep the fares that pass (price, refundability) and the offers left with a fare. */
export function filterOffers(offers: readonly FlightOffer[], f: FlightFilters): FlightOffer[] {
  const out: FlightOffer[] = [];
  for (const o of offers) {
    if (f.stops.length && !f.stops.includes(stopsOf(o))) continue;
    if (f.airlines.length && !f.airlines.includes(o.carrier)) continue;
    const first = o.journeys[0];
    if (!first) continue;
    if (!inHours(hourOf(first.departLocal), f.departHours)) continue;
    if (!inHours(hourOf(first.arriveLocal), f.arriveHours)) continue;
    const fares = o.fares.filter(
      (fare) =>
        (!f.refundableOnly || fare.refundable) && (f.maxPrice === null || fare.price.sellPrice <= f.maxPrice),
    );
    if (fares.length) out.push(fares.length === o.fares.length ? o : { ...o, fares });
  }
  return out;
}

/** Cheapest (then fastest), fastest (then cheapest), earliest (then cheapest); ties by offer id. */
export function sortOffers(offers: readonly FlightOffer[], sort: FlightSort): FlightOffer[] {
  const key = (o: FlightOffer): [number | string, number | string] =>
    sort === 'cheapest'
      ? [cheapestSell(o), totalDuration(o)]
      : sort === 'fastest'
        ? [totalDuration(o), cheapestSell(o)]
        : [firstDeparture(o), cheapestSell(o)];
  return [...offers].sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    if (a1 !== b1) return a1 < b1 ? -1 : 1;
    if (a2 !== b2) return a2 < b2 ? -1 : 1;
    return a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0;
  });
}

export interface MatrixCell {
  stops: StopsBucket;
  price: number | null;
}
export interface MatrixColumn {
  carrier: string;
  carrierName: string;
  cells: MatrixCell[];
}

/** Airlines x stops: the cheapest sell price of each cell, airlines by their cheapest offer. */
export function airlineStopsMatrix(offers: readonly FlightOffer[]): MatrixColumn[] {
  const columns = new Map<string, MatrixColumn>();
  for (const o of offers) {
    let col = columns.get(o.carrier);
    if (!col) {
      col = {
        carrier: o.carrier,
        carrierName: o.carrierName,
        cells: ([0, 1, 2] as StopsBucket[]).map((stops) => ({ stops, price: null })),
      };
      columns.set(o.carrier, col);
    }
    const cell = col.cells[stopsOf(o)]!;
    const price = cheapestSell(o);
    if (cell.price === null || price < cell.price) cell.price = price;
  }
  const best = (c: MatrixColumn) => Math.min(...c.cells.map((x) => x.price ?? Infinity));
  return [...columns.values()].sort((a, b) => best(a) - best(b) || a.carrier.localeCompare(b.carrier));
}

/** "7h 05m" */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** The bounds the price filter offers. */
export function priceBounds(offers: readonly FlightOffer[]): { min: number; max: number } | null {
  if (!offers.length) return null;
  const prices = offers.flatMap((o) => o.fares.map((f) => f.price.sellPrice));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
