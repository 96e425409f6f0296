import { boundedCache } from '../../lib/bounded-cache.ts';
import {
  addDays,
  distanceKm,
  localDateTimeIn,
  zonedDateTimeToInstant,
  type FlightJourney,
  type FlightSegment,
} from '@portal/domain';
import { airlineName, airportData, type AirportPoint } from './airports-data.ts';
import { hash32 } from '../sandbox-hash.ts';
import { CARRIERS, HUB_ONWARD, type Carrier } from './network.ts';

/**
 * Deterministic schedules: which carriers fly a hop, at what local times, with which flight
 * numbers, and the one-stop connections through a carrier's hub. Times depend only on the route
 * (airlines keep their timetable from day to day), so a journey found today is found again tomorrow.
 */

/** A segment spec: everything needed to rebuild one flight on one date. */
export interface SegmentSpec {
  carrier: string;
  from: string;
  to: string;
  /** Which of the hop's daily flights. */
  slot: number;
  date: string;
}

export const segmentKeyOf = (s: SegmentSpec) => `${s.carrier}.${s.from}.${s.to}.${s.slot}.${s.date}`;

export function parseSegmentKey(key: string): SegmentSpec | null {
  const m = /^([A-Z0-9]{2})\.([A-Z]{3})\.([A-Z]{3})\.(\d)\.(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (!m) return null;
  return { carrier: m[1]!, from: m[2]!, to: m[3]!, slot: Number(m[4]), date: m[5]! };
}

const carrierByCode = new Map(CARRIERS.map((c) => [c.code, c]));
export const carrierOf = (code: string): Carrier | undefined => carrierByCode.get(code);

function serves(c: Carrier, a: string, b: string): boolean {
  const base = (x: string) => c.bases.includes(x);
  if ((base(a) && c.destinations.includes(b)) || (base(b) && c.destinations.includes(a))) return true;
  const onward = c.hub ? (HUB_ONWARD[c.code] ?? []) : [];
  return Boolean(c.hub && ((a === c.hub && onward.includes(b)) || (b === c.hub && onward.includes(a))));
}

/** Daily flights of a hop (1 to 3), none when the carrier does not fly it. */
export function dailyFlights(c: Carrier, a: string, b: string): number {
  if (a === b || !serves(c, a, b)) return 0;
  return 1 + (hash32(`n|${c.code}|${a}|${b}`) % 3);
}

export function flightNumberOf(c: string, a: string, b: string, slot: number): string {
  return `${c}${100 + (hash32(`f|${c}|${a}|${b}|${slot}`) % 900)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The segment as flown: local times in each airport's zone, UTC instants, duration. */
export function buildSegment(spec: SegmentSpec): FlightSegment | null {
  const { byIata } = airportData();
  const c = carrierOf(spec.carrier);
  const a = byIata.get(spec.from);
  const b = byIata.get(spec.to);
  if (!c || !a || !b || spec.slot >= dailyFlights(c, spec.from, spec.to)) return null;
  const minuteOfDay = 30 + (hash32(`t|${c.code}|${a.iata}|${b.iata}|${spec.slot}`) % 276) * 5;
  const time = `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
  const duration = durationMin(a, b);
  const depart = zonedDateTimeToInstant(spec.date, time, a.tz);
  const arrive = new Date(depart.getTime() + duration * 60_000);
  return {
    key: segmentKeyOf(spec),
    carrier: c.code,
    carrierName: airlineName(c.code),
    flightNumber: flightNumberOf(c.code, a.iata, b.iata, spec.slot),
    from: a.iata,
    to: b.iata,
    departLocal: `${spec.date}T${time}`,
    arriveLocal: localDateTimeIn(arrive, b.tz),
    departUtc: depart.toISOString(),
    arriveUtc: arrive.toISOString(),
    durationMin: duration,
    aircraft: c.aircraft[hash32(`a|${c.code}|${a.iata}|${b.iata}`) % c.aircraft.length]!,
  };
}

function durationMin(a: AirportPoint, b: AirportPoint): number {
  return Math.round((distanceKm(a, b) / 820) * 12 + 6) * 5;
}

export function segmentKm(s: Pick<FlightSegment, 'from' | 'to'>): number {
  const { byIata } = airportData();
  const a = byIata.get(s.from);
  const b = byIata.get(s.to);
  return a && b ? distanceKm(a, b) : 0;
}

function hopFlights(c: Carrier, a: string, b: string, date: string): FlightSegment[] {
  const out: FlightSegment[] = [];
  const n = dailyFlights(c, a, b);
  for (let slot = 0; slot < n; slot++) {
    const seg = buildSegment({ carrier: c.code, from: a, to: b, slot, date });
    if (seg) out.push(seg);
  }
  return out;
}

/** A journey from its segments: stops, layovers, door-to-door minutes. */
export function journeyOf(segments: FlightSegment[]): FlightJourney {
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  const layovers = segments.slice(1).map((s, i) => ({
    airport: s.from,
    minutes: Math.round((Date.parse(s.departUtc) - Date.parse(segments[i]!.arriveUtc)) / 60_000),
  }));
  return {
    key: segments.map((s) => s.key).join('+'),
    from: first.from,
    to: last.to,
    departLocal: first.departLocal,
    arriveLocal: last.arriveLocal,
    durationMin: Math.round((Date.parse(last.arriveUtc) - Date.parse(first.departUtc)) / 60_000),
    stops: segments.length - 1,
    layovers,
    segments,
  };
}

const MIN_CONNECTION_MIN = 75;
const MAX_CONNECTION_MIN = 14 * 60;

const MAX_MEMO = 20_000;
const journeyMemo = boundedCache<string, FlightJourney[]>('flight-journeys', {
  maxEntries: MAX_MEMO,
  maxBytes: 32 * 1024 * 1024,
});

/**
 * Every journey of one carrier from `a` to `b` leaving on `date`: directs, then one-stops via its
 * hubs. A pure function of its arguments, so memoised (bounded): searches and fare calendars of the
 * same routes and dates reuse the timetable instead of converting local times again. Callers never
 * mutate what it returns.
 */
export function carrierJourneys(c: Carrier, a: string, b: string, date: string): FlightJourney[] {
  const key = `${c.code}|${a}|${b}|${date}`;
  const known = journeyMemo.get(key);
  if (known) return known;
  const built = buildCarrierJourneys(c, a, b, date);
  journeyMemo.set(key, built);
  return built;
}

function buildCarrierJourneys(c: Carrier, a: string, b: string, date: string): FlightJourney[] {
  const journeys = hopFlights(c, a, b, date).map((s) => journeyOf([s]));
  const hubs = [...new Set([...(c.hub ? [c.hub] : []), ...c.bases])].filter((h) => h !== a && h !== b);
  for (const hub of hubs) {
    if (!dailyFlights(c, a, hub) || !dailyFlights(c, hub, b)) continue;
    for (const first of hopFlights(c, a, hub, date)) {
      const arrived = Date.parse(first.arriveUtc);
      const arrivalDate = first.arriveLocal.slice(0, 10);
      const onward = [
        ...hopFlights(c, hub, b, arrivalDate),
        ...hopFlights(c, hub, b, addDays(arrivalDate, 1)),
      ]
        .filter((s) => {
          const gap = (Date.parse(s.departUtc) - arrived) / 60_000;
          return gap >= MIN_CONNECTION_MIN && gap <= MAX_CONNECTION_MIN;
        })
        .sort((x, y) => x.departUtc.localeCompare(y.departUtc));
      if (onward[0]) journeys.push(journeyOf([first, onward[0]]));
    }
  }
  return journeys;
}
