import type { FacetCount } from './result-query.ts';
import type { ResultHotel } from './results.ts';

/**
 * A facet's values as small numbers: the first value seen is 0, the next new one 1, and so on.
 * Module-wide (a catalogue's stars, types, areas, chains and amenities: some hundreds of values),
 * so that a hotel's numbers stay valid from one count to the next.
 */
export class FacetValues {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }
  /** The value's number, or -1 when the table holds no such value (a filter's value no hotel had). */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/**
 * The tables are begun again (and every hotel's numbers made again) when columns are next made
 * (result-columns.ts) once one of them holds this many values: a bound on what they hold, far above
 * a catalogue's.
 */
const FACET_VALUES_MAX = 20_000;

export interface FacetTables {
  stars: FacetValues;
  types: FacetValues;
  areas: FacetValues;
  chains: FacetValues;
  amenities: FacetValues;
}

const newTables = (): FacetTables => ({
  stars: new FacetValues(),
  types: new FacetValues(),
  areas: new FacetValues(),
  chains: new FacetValues(),
  amenities: new FacetValues(),
});

let tables = newTables();

/** A hotel's facet values as numbers of the tables (-1: no area or no chain). */
export interface HotelFacetCodes {
  readonly tables: FacetTables;
  readonly star: number;
  readonly type: number;
  readonly area: number;
  readonly chain: number;
  /** Each amenity once, in the order it is first listed. */
  readonly amenities: Int32Array;
  // What they were made from: a hotel changed since (its fields set again) gets new numbers.
  readonly from: readonly [unknown, unknown, unknown, unknown, readonly string[], number];
}

/**
 * Per hotel object, its numbers: a stored list's hotels are the content cache's records, the same
 * objects for every stay of their destination for a minute, so columns of a city's hotels
 * (result-columns.ts) are made with a lookup per hotel instead of a map lookup per hotel and value
 * (a dozen amenities a hotel).
 */
const codesOf = new WeakMap<ResultHotel, HotelFacetCodes>();

function sameSource(codes: HotelFacetCodes, hotel: ResultHotel): boolean {
  const from = codes.from;
  return (
    codes.tables === tables &&
    from[0] === hotel.starCategory &&
    from[1] === hotel.accommodationType &&
    from[2] === hotel.areaId &&
    from[3] === hotel.chain &&
    from[4] === hotel.amenities &&
    from[5] === hotel.amenities.length
  );
}

export function hotelFacetCodes(hotel: ResultHotel): HotelFacetCodes {
  const held = codesOf.get(hotel);
  if (held && sameSource(held, hotel)) return held;
  const listed = hotel.amenities;
  const amenities: number[] = [];
  for (const amenity of listed) {
    const code = tables.amenities.code(amenity);
    if (!amenities.includes(code)) amenities.push(code);
  }
  const codes: HotelFacetCodes = {
    tables,
    star: tables.stars.code(hotel.starCategory),
    type: tables.types.code(hotel.accommodationType),
    area: hotel.areaId === null ? -1 : tables.areas.code(hotel.areaId),
    chain: hotel.chain === null ? -1 : tables.chains.code(hotel.chain),
    amenities: Int32Array.from(amenities),
    from: [hotel.starCategory, hotel.accommodationType, hotel.areaId, hotel.chain, listed, listed.length],
  };
  codesOf.set(hotel, codes);
  return codes;
}

/**
 * The tables new numbers will be in: taken once at the start of making columns (resultColumns),
 * which is the only time they are begun again (a columns' numbers are all of one generation; the
 * columns keep their tables).
 */
export function facetTables(): FacetTables {
  const full = [tables.stars, tables.types, tables.areas, tables.chains, tables.amenities].some(
    (table) => table.values.length >= FACET_VALUES_MAX,
  );
  if (full) tables = newTables();
  return tables;
}

/**
 * Counts of one facet by number, in the order each value is first counted, each with the label of
 * the hotel first counted (what a map by value did, without a map lookup per count). A count only
 * notes where it was first counted (a hotel's position): the label is read once per value, when the
 * counts are listed, not per hotel.
 */
export class CodeCounter {
  private counts: Int32Array;
  private readonly first: number[] = [];
  private readonly order: number[] = [];
  private readonly values: readonly string[];
  /** `values`: the facet's values by number (a table's, read when the counts are listed). */
  constructor(values: readonly string[]) {
    this.values = values;
    this.counts = new Int32Array(Math.max(8, values.length));
  }
  /** Counts value `code` of the hotel at position `at` (what `list`'s label reads). */
  add(code: number, at: number): void {
    if (code >= this.counts.length) {
      const more = new Int32Array(Math.max(code + 1, this.counts.length * 2));
      more.set(this.counts);
      this.counts = more;
    }
    if (this.counts[code]!++ === 0) {
      this.order.push(code);
      this.first[code] = at;
    }
  }
  /**
   * As the map's rows: by the given order of values, else by count then label, ties first counted
   * first. `label`: a value's label, given the position of the hotel first counted with it (by
   * default the value itself).
   */
  list<V extends string>(order?: readonly V[], label?: (value: V, at: number) => string): FacetCount<V>[] {
    const values = this.values;
    const rows = this.order.map((code) => {
      const value = values[code] as V;
      return { value, label: label ? label(value, this.first[code]!) : value, count: this.counts[code]! };
    });
    if (order) return rows.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    return rows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }
}
