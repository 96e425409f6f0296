import { facetTables, hotelFacetCodes, type FacetTables, type HotelFacetCodes } from './facet-codes.ts';
import type { ResultHotel } from './results.ts';

/**
 * What the filters and the facet counts read of a list's hotels, as columns by hotel position
 * (issue 38): each hotel's star category, type, area and chain as numbers of the facet tables
 * (facet-codes.ts; -1: no area, no chain) and its amenities (each once, as first listed) as runs
 * of numbers - hotel p's are `amenities[amenityStart[p]]` to `amenities[amenityStart[p + 1]]`.
 * A count then reads a few typed arrays instead of each hotel object and its numbers' object.
 *
 * Made from the hotels as they are (`resultColumns`): a caller that keeps them - the API, once
 * per content array of a destination (results.view.ts) - holds them only while the hotels are the
 * same objects and not changed (the content cache's records are read only; a reloaded hotel is a
 * new record). Their numbers are all of one generation of the tables (`tables`), which a later
 * count may begin again: the columns keep theirs, so a count reads values and filters of the
 * columns' own tables.
 */
export interface ResultColumns {
  /** The hotels, by position, as the columns were made from them. */
  readonly hotels: readonly ResultHotel[];
  readonly tables: FacetTables;
  readonly star: Int32Array;
  readonly type: Int32Array;
  readonly area: Int32Array;
  readonly chain: Int32Array;
  /** Per position, where its amenities start in `amenities` (and, at the hotels' count, their end). */
  readonly amenityStart: Int32Array;
  readonly amenities: Int32Array;
}

export function resultColumns(hotels: readonly ResultHotel[]): ResultColumns {
  // Taken once, before the first number: the tables are begun again here, if ever, so every
  // number of these columns is of one generation.
  const tables = facetTables();
  const n = hotels.length;
  const codes = new Array<HotelFacetCodes>(n);
  let total = 0;
  for (let p = 0; p < n; p++) {
    codes[p] = hotelFacetCodes(hotels[p]!);
    total += codes[p]!.amenities.length;
  }
  const columns: ResultColumns = {
    hotels,
    tables,
    star: new Int32Array(n),
    type: new Int32Array(n),
    area: new Int32Array(n),
    chain: new Int32Array(n),
    amenityStart: new Int32Array(n + 1),
    amenities: new Int32Array(total),
  };
  let a = 0;
  for (let p = 0; p < n; p++) {
    const c = codes[p]!;
    columns.star[p] = c.star;
    columns.type[p] = c.type;
    columns.area[p] = c.area;
    columns.chain[p] = c.chain;
    columns.amenityStart[p] = a;
    columns.amenities.set(c.amenities, a);
    a += c.amenities.length;
  }
  columns.amenityStart[n] = a;
  return columns;
}
