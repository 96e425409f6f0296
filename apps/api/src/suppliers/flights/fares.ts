import type { FlightJourney } from '@portal/domain';
import { hash32 } from '../sandbox-hash.ts';
import { carrierOf, segmentKm } from './schedule.ts';
import type { Cabin, PaxNet } from './supplier.ts';

/** A carrier's fare family: what the ticket includes and how it is priced against the base fare. */
export interface FareFamily {
  code: string;
  name: string;
  cabin: Cabin;
  bookingClass: string;
  factor: number;
  checkedKg: number;
  cabinKg: number;
  refundable: boolean;
  /** AED (major) per ticket. */
  changeFee: number;
  cancelFee: number | null;
  /** The family sells from its own seat bucket: at most this many seats of the cabin. */
  bucket: number;
}

const FULL_SERVICE: FareFamily[] = [
  {
    code: 'ES',
    name: 'Economy Saver',
    cabin: 'economy',
    bookingClass: 'T',
    factor: 1,
    checkedKg: 25,
    cabinKg: 7,
    refundable: false,
    changeFee: 250,
    cancelFee: null,
    bucket: 6,
  },
  {
    code: 'EF',
    name: 'Economy Flex',
    cabin: 'economy',
    bookingClass: 'M',
    factor: 1.3,
    checkedKg: 30,
    cabinKg: 7,
    refundable: true,
    changeFee: 100,
    cancelFee: 300,
    bucket: 9,
  },
  {
    code: 'EP',
    name: 'Economy Flex Plus',
    cabin: 'economy',
    bookingClass: 'Y',
    factor: 1.7,
    checkedKg: 35,
    cabinKg: 7,
    refundable: true,
    changeFee: 0,
    cancelFee: 0,
    bucket: 9,
  },
  {
    code: 'BS',
    name: 'Business Saver',
    cabin: 'business',
    bookingClass: 'I',
    factor: 1,
    checkedKg: 40,
    cabinKg: 14,
    refundable: true,
    changeFee: 300,
    cancelFee: 600,
    bucket: 4,
  },
  {
    code: 'BF',
    name: 'Business Flex',
    cabin: 'business',
    bookingClass: 'J',
    factor: 1.35,
    checkedKg: 50,
    cabinKg: 14,
    refundable: true,
    changeFee: 0,
    cancelFee: 0,
    bucket: 9,
  },
];
const LOW_COST: FareFamily[] = [
  {
    code: 'LL',
    name: 'Lite',
    cabin: 'economy',
    bookingClass: 'L',
    factor: 1,
    checkedKg: 0,
    cabinKg: 7,
    refundable: false,
    changeFee: 200,
    cancelFee: null,
    bucket: 9,
  },
  {
    code: 'LV',
    name: 'Value',
    cabin: 'economy',
    bookingClass: 'V',
    factor: 1.25,
    checkedKg: 20,
    cabinKg: 7,
    refundable: false,
    changeFee: 150,
    cancelFee: null,
    bucket: 9,
  },
  {
    code: 'LF',
    name: 'Flex',
    cabin: 'economy',
    bookingClass: 'F',
    factor: 1.6,
    checkedKg: 30,
    cabinKg: 7,
    refundable: true,
    changeFee: 0,
    cancelFee: 150,
    bucket: 9,
  },
  {
    code: 'LB',
    name: 'Business',
    cabin: 'business',
    bookingClass: 'C',
    factor: 1,
    checkedKg: 40,
    cabinKg: 14,
    refundable: true,
    changeFee: 0,
    cancelFee: 250,
    bucket: 4,
  },
];

export function familiesOf(carrier: string, cabin: Cabin): FareFamily[] {
  const c = carrierOf(carrier);
  if (!c || (cabin === 'business' && !c.business)) return [];
  return (c.lowCost ? LOW_COST : FULL_SERVICE).filter((f) => f.cabin === cabin);
}

export function familyByCode(carrier: string, code: string): FareFamily | undefined {
  const c = carrierOf(carrier);
  return (c?.lowCost ? LOW_COST : FULL_SERVICE).find((f) => f.code === code);
}

const TAX_AED = 95;
const INFANT_TAX_AED = 25;

/**
 * The base adult fare (AED major, without taxes) of one journey in the cheapest family of the cabin:
 * distance, a per-day factor from the seed (demand), how far ahead the date is, low-cost and
 * one-stop discounts.
 */
export function baseFare(seed: string, journey: FlightJourney, cabin: Cabin, today: string): number {
  const carrier = journey.segments[0]!.carrier;
  const km = journey.segments.reduce((s, seg) => s + segmentKm(seg), 0);
  const day = journey.departLocal.slice(0, 10);
  const demand = 0.75 + (hash32(`${seed}|d|${carrier}|${journey.from}|${journey.to}|${day}`) % 60) / 100;
  const ahead = (Date.parse(day) - Date.parse(today)) / 86_400_000;
  const lead = ahead < 7 ? 1.35 : ahead < 21 ? 1.1 : 1;
  const low = carrierOf(carrier)?.lowCost ? 0.72 : 1;
  const stops = journey.stops > 0 ? 0.88 : 1;
  const cab = cabin === 'business' ? 3.4 : 1;
  return (120 + 0.085 * km) * demand * lead * low * stops * cab;
}

/** Per-traveller nets of one family over the journeys, whole AED in minor units. */
export function paxNet(
  seed: string,
  journeys: FlightJourney[],
  family: FareFamily,
  today: string,
  bump = 1,
): PaxNet {
  let adult = 0;
  let child = 0;
  let infant = 0;
  for (const j of journeys) {
    const base = baseFare(seed, j, family.cabin, today) * family.factor * bump;
    adult += Math.round(base + TAX_AED) * 100;
    child += Math.round(base * 0.75 + TAX_AED) * 100;
    infant += Math.round(base * 0.1 + INFANT_TAX_AED) * 100;
  }
  return { adult, child, infant };
}

/** Seats of a cabin on one flight (the sandbox's aircraft), before any are sold. */
export function cabinCapacity(flightKey: string, cabin: Cabin): number {
  const h = hash32(`cap|${flightKey}|${cabin}`);
  return cabin === 'business' ? 4 + (h % 20) : 20 + (h % 140);
}
