import { isPlainDate } from '../plain-date.ts';
import {
  FLIGHT_CLASSES,
  TRIP_TYPES,
  type AirportRef,
  type FlightClass,
  type FlightRow,
  type FlightSearchState,
  type TripType,
} from './search-form.ts';

/** The results route of spec section 2.8. */
export const FLIGHT_RESULTS_PATH = '/flight/order/results';

/**
 * Spec section 2.8: the query of /flight/order/results, in the spec's order. Multicity (which the
 * spec's original never submitted) adds `legs`: every leg as FROM-TO-yyyy-mm-dd, comma-separated.
 */
export function flightResultsQuery(state: FlightSearchState): URLSearchParams {
  const first = state.flightsData[0];
  const q = new URLSearchParams();
  q.set('adults', String(state.travellers.adult));
  q.set('childs', String(state.travellers.children));
  q.set('infants', String(state.travellers.infant));
  q.set('class', first?.class ?? 'economy');
  q.set('depart_date', first?.departureDate ?? '');
  q.set('from', first?.cityFrom?.iata ?? '');
  q.set('fromPlace', first?.cityFrom?.name ?? '');
  q.set('to', first?.cityTo?.iata ?? '');
  q.set('toPlace', first?.cityTo?.name ?? '');
  q.set('type', state.tripType);
  q.set('return_date', state.tripType === 'return' ? (first?.returnDate ?? '') : '');
  if (state.tripType === 'multicity') {
    q.set(
      'legs',
      state.flightsData
        .map((r) => `${r.cityFrom?.iata ?? ''}-${r.cityTo?.iata ?? ''}-${r.departureDate ?? ''}`)
        .join(','),
    );
  }
  return q;
}

export function flightResultsUrl(state: FlightSearchState): string {
  return `${FLIGHT_RESULTS_PATH}?${flightResultsQuery(state).toString()}`;
}

const IATA = /^[A-Z0-9]{3}$/;
const count = (v: string | null, min: number) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isSafeInteger(n) && n >= min ? n : null;
};
const ref = (iata: string, name = ''): AirportRef => ({ iata, name, city: '', country: '' });

/**
 * The search of a results URL (reload and share work), or null when it is not a complete search.
 * Airport names other than the first leg's come from the airports list (`lookup`).
 */
export function parseFlightResultsQuery(
  params: URLSearchParams,
  lookup: (iata: string) => AirportRef | null = () => null,
): FlightSearchState | null {
  const adult = count(params.get('adults'), 1);
  const children = count(params.get('childs'), 0) ?? 0;
  const infant = count(params.get('infants'), 0) ?? 0;
  const type = params.get('type') as TripType | null;
  const cls = params.get('class') as FlightClass | null;
  if (adult === null || !type || !TRIP_TYPES.includes(type) || !cls || !FLIGHT_CLASSES.includes(cls))
    return null;
  const airport = (iata: string, name?: string | null) => {
    const known = lookup(iata);
    return known ? { ...known, name: name || known.name } : ref(iata, name ?? '');
  };
  let rows: FlightRow[];
  if (type === 'multicity') {
    const legs = (params.get('legs') ?? '')
      .split(',')
      .map((leg) => /^([A-Z0-9]{3})-([A-Z0-9]{3})-(.+)$/.exec(leg));
    if (legs.length < 2 || legs.some((m) => !m || !isPlainDate(m[3]))) return null;
    rows = legs.map((m) => ({
      cityFrom: airport(m![1]!),
      cityTo: airport(m![2]!),
      departureDate: m![3]!,
      returnDate: null,
      class: cls,
    }));
  } else {
    const from = (params.get('from') ?? '').toUpperCase();
    const to = (params.get('to') ?? '').toUpperCase();
    const depart = params.get('depart_date') ?? '';
    const ret = params.get('return_date') ?? '';
    if (!IATA.test(from) || !IATA.test(to) || !isPlainDate(depart)) return null;
    if (type === 'return' && !isPlainDate(ret)) return null;
    rows = [
      {
        cityFrom: airport(from, params.get('fromPlace')),
        cityTo: airport(to, params.get('toPlace')),
        departureDate: depart,
        returnDate: type === 'return' ? ret : null,
        class: cls,
      },
    ];
  }
  return { tripType: type, flightsData: rows, travellers: { adult, children, infant } };
}
