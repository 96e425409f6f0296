import { describe, expect, it } from 'vitest';
import {
  priceHotelRate,
  RATE_PAY_LATER,
  RATE_REFUNDABLE,
  type BoardCode,
  type RateOffer,
} from '@portal/domain';
import { answerCache } from '../../suppliers/hotels/answer-cache.ts';
import { listColumnsOf, type ListColumns } from '../../suppliers/hotels/supplier.ts';
import { hotelLayerResolver, type HotelMarkupRows } from './markup-layers.ts';
import { cacheSizes } from '../../lib/bounded-cache.ts';
import {
  listEntries,
  listPricer,
  PRICED_LIST_SESSIONS_MAX,
  pricedListBytes,
  SOURCE_BITS,
} from './list-pricing.ts';
import { hotelsOfList, type StoredHotel } from './stored-list.ts';

const offer = (patch: Partial<RateOffer>): RateOffer => ({
  source: 'contract',
  rateKey: `k-${Math.random()}`,
  hotelId: 'h1',
  roomTypeId: 'r1',
  roomTypeName: 'Double',
  rateName: 'Standard',
  boardCode: 'BB',
  net: 30_000,
  nightly: [{ date: '2030-01-01', net: 30_000 }],
  nights: 1,
  rooms: 1,
  cancellationType: 'Refundable',
  cancellation: [],
  payLaterUntil: null,
  promotions: [],
  onRequest: false,
  rateComments: '',
  ...patch,
});

const rows = (percent: number): HotelMarkupRows => ({
  company: [{ itemId: null, type: 'percentage', value: percent, agentId: null }],
  subAgent: [],
  client: [{ itemId: null, type: 'flat', value: 100 }],
  accountId: 'a',
  isSubAgent: false,
});
type Hotel = Parameters<typeof listEntries>[0][number];
const hotel = (id: string) => ({ id, starCategory: '4', roomTypes: [] }) as unknown as Hotel;

describe('listPricer (the priced list memo)', () => {
  const h1 = hotel('h1');
  const h2 = hotel('h2');
  const contract = [offer({ hotelId: 'h1', net: 10_000 }), offer({ hotelId: 'h2', net: 20_000 })];
  const bedbank = [offer({ hotelId: 'h1', net: 9_000, source: 'bedbank' })];

  it('answers exactly what listEntries gives, and the same object for the same lists, records and markups', async () => {
    const price = listPricer();
    const first = await price([h1, h2], [contract, bedbank], rows(10));
    expect(first.stored).toEqual(listEntries([h1, h2], [contract, bedbank], rows(10)));
    // Other arrays holding the same records and lists: the memo answers.
    expect(await price([h1, h2], [contract, bedbank], rows(10))).toBe(first);
  });

  it('prices again when a list, a record or a markup row differs', async () => {
    const price = listPricer();
    const first = await price([h1, h2], [contract, bedbank], rows(10));
    const otherList = await price([h1, h2], [[...contract], bedbank], rows(10));
    expect(otherList).not.toBe(first);
    expect(otherList.stored).toEqual(first.stored);
    const reloaded = await price([h1, hotel('h2')], [contract, bedbank], rows(10));
    expect(reloaded).not.toBe(first);
    const marked = await price([h1, h2], [contract, bedbank], rows(12));
    expect(marked).not.toBe(first);
    expect(marked.stored).toEqual(listEntries([h1, h2], [contract, bedbank], rows(12)));
    expect(hotelsOfList(marked.stored)[0]!.r[0]![1]).toBeGreaterThan(hotelsOfList(first.stored)[0]!.r[0]![1]);
  });

  it('keeps at most 16 lists, reports them as a cache and counts what a list will hold', async () => {
    const cached = () => cacheSizes().find((c) => c.name === 'hotel-priced-lists');
    const before = cached() ?? { entries: 0, bytes: 0 };
    const price = listPricer();
    const lists = [];
    for (let i = 0; i < 20; i++) lists.push(await price([h1, h2], [contract, bedbank], rows(i)));
    expect(cached()!.entries - before.entries).toBe(16);
    // The oldest were dropped (priced again), the latest are answered from the memo.
    expect(await price([h1, h2], [contract, bedbank], rows(19))).toBe(lists[19]);
    expect(await price([h1, h2], [contract, bedbank], rows(0))).not.toBe(lists[0]);
    // Each counts its sessions map at its bound and its packed form, not only its stored hotels.
    expect(pricedListBytes(lists[0]!)).toBeGreaterThan(PRICED_LIST_SESSIONS_MAX * 500);
    const many = Array.from({ length: 500 }, (_, i) => hotel(`h${i}`));
    const big = await price(many, [many.map((h) => offer({ hotelId: h.id }))], rows(1));
    expect(big.stored.ids).toHaveLength(500);
    expect(pricedListBytes(big) - pricedListBytes(lists[1]!)).toBeGreaterThan(498 * (80 + 8 + 100));
  });
});

/**
 * The list as it is defined, rate by rate: every offer priced alone with its room type's layers,
 * then per hotel the cheapest agent price per board / refundable / pay later (the lower sell price
 * on a tie), the dearest price, the count and the sources - no grouping, merging or scratch arrays.
 */
function referenceEntries(
  hotels: readonly Hotel[],
  answers: readonly RateOffer[][],
  markups: HotelMarkupRows,
) {
  const { layersOf } = hotelLayerResolver(markups);
  const out: StoredHotel[] = [];
  for (const hotel of hotels) {
    const best = new Map<string, StoredHotel['r'][number]>();
    let max = 0;
    let n = 0;
    let o = 0;
    for (const offer of answers.flat()) {
      if (offer.hotelId !== hotel.id) continue;
      const layers = layersOf({ hotel, roomTypeId: offer.roomTypeId, source: offer.source });
      const { agentPrice, sellPrice } = priceHotelRate({
        net: offer.net,
        rooms: offer.rooms,
        nights: offer.nights,
        layers,
      });
      const flags =
        (offer.cancellationType === 'Refundable' ? RATE_REFUNDABLE : 0) |
        (offer.payLaterUntil !== null ? RATE_PAY_LATER : 0);
      const key = `${offer.boardCode}${flags}`;
      const held = best.get(key);
      if (!held || agentPrice < held[1] || (agentPrice === held[1] && sellPrice < held[2]))
        best.set(key, [offer.boardCode, agentPrice, sellPrice, flags]);
      max = Math.max(max, agentPrice);
      n += 1;
      o |= SOURCE_BITS[offer.source];
    }
    if (n === 0) continue;
    out.push({ h: hotel.id, r: [...best.values()], x: max, n, o });
  }
  return out;
}

/** Entries compared regardless of the order of equal-priced board slots. */
const canonical = (list: StoredHotel[]) =>
  list.map((e) => ({
    ...e,
    r: [...e.r].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]) || a[3] - b[3]),
  }));

describe('listEntries (issue 38: slot sets in shared scratch arrays, rows by position)', () => {
  it('equals rate-by-rate pricing over more room types than the scratch arrays first hold, in order and shuffled, as offers and as columns', () => {
    let seed = 38;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const boards: BoardCode[] = ['RO', 'BB', 'HB', 'FB', 'AI'];
    // Half the hotels share their room type ids (ids are only unique within a hotel).
    const roomTypeId = (at: number, r: number) => (at % 2 === 0 ? `h${at}-r${r}` : `r${r}`);
    const hotels = Array.from(
      { length: 400 },
      (_, at) =>
        ({
          id: `h${at}`,
          starCategory: pick(['3', '4', '5']),
          roomTypes: Array.from({ length: 4 }, (_, r) => ({ id: roomTypeId(at, r) })),
        }) as unknown as Hotel,
    );
    // A markup row naming a room type and one naming a hotel: their rooms price with other layers.
    const markups: HotelMarkupRows = {
      ...rows(7),
      client: [
        { itemId: null, type: 'flat', value: 100 },
        { itemId: 'room:h4-r1', type: 'percentage', value: 30 },
        { itemId: 'hotel:h5', type: 'flat', value: 5_000 },
      ],
    };
    const answersOf = () => {
      const contract: RateOffer[] = [];
      const bedbank: RateOffer[] = [];
      for (const [at, hotel] of hotels.entries()) {
        for (let r = 0; r < 4; r++) {
          for (let k = Math.floor(random() * 6); k > 0; k--) {
            const source = random() < 0.5 ? 'contract' : 'bedbank';
            (source === 'contract' ? contract : bedbank).push(
              offer({
                hotelId: hotel.id,
                roomTypeId: roomTypeId(at, r),
                source,
                boardCode: pick(boards),
                net: 5_000 + Math.floor(random() * 200_000),
                nights: 3,
                rooms: 2,
                cancellationType: pick(['Refundable', 'Non Refundable', 'Partially Refundable'] as const),
                payLaterUntil: random() < 0.3 ? '2030-01-01T00:00:00.000Z' : null,
              }),
            );
          }
        }
      }
      return [contract, bedbank] as const;
    };
    const shuffled = <T>(list: T[]) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    };
    // Searched: hotel 7 listed twice (the same record), and hotel 4 again as another record of its
    // id with its room types in the reverse order (a room markup names h4-r1): both get their entry
    // twice, from the same rates.
    const again = { ...hotels[4]!, roomTypes: [...hotels[4]!.roomTypes].reverse() };
    const searched = [...hotels, hotels[7]!, again];
    /** Columns over `list`, with some rows of hotels 7 and 4 naming their second listing. */
    const columnsOf = (offers: RateOffer[], source: 'contract' | 'bedbank', list: readonly Hotel[]) => {
      const columns = listColumnsOf(offers, list, source, 3, 2);
      if (list !== searched) return columns;
      for (let i = 0; i < columns.length; i++) {
        if (random() < 0.5) continue;
        if (columns.hotelAt[i] === 7) columns.hotelAt[i] = 400;
        if (columns.hotelAt[i] === 4) {
          columns.hotelAt[i] = 401;
          columns.roomAt[i] = 3 - columns.roomAt[i]!;
        }
      }
      return columns;
    };
    const stranger = offer({ hotelId: 'not-searched', roomTypeId: 'x', net: 1, nights: 3, rooms: 2 });
    // Columns of a supplier asked with another list (another order, a hotel not searched): by ids.
    const other = [hotel('not-searched'), ...shuffled(hotels)];
    (other[0] as { roomTypes: unknown }).roomTypes = [{ id: 'x' }];
    // Rounds: as offers (the suppliers' order); as columns over the searched hotels, in order then
    // shuffled (runs of one hotel or room type broken up); as columns over another list with a rate
    // of a hotel not searched; one source as columns and the other as offers.
    for (let round = 0; round < 5; round++) {
      const [contract, bedbank] = answersOf();
      const mixed =
        round === 2 || round === 3 ? [shuffled([...contract]), shuffled([...bedbank])] : [contract, bedbank];
      if (round === 3) mixed[0]!.push(stranger);
      const answers =
        round === 0
          ? mixed
          : round === 4
            ? [columnsOf(mixed[0]!, 'contract', searched), mixed[1]!]
            : mixed.map((list, i) =>
                columnsOf(list, i === 0 ? 'contract' : 'bedbank', round === 3 ? other : searched),
              );
      const listed = hotelsOfList(listEntries(searched, answers, markups));
      expect(canonical(listed), `round ${round}`).toEqual(
        canonical(referenceEntries(searched, mixed, markups)),
      );
      expect(listed.length).toBeGreaterThan(390);
      // Listed entries keep their slots in price order.
      for (const e of listed)
        for (let i = 1; i < e.r.length; i++) expect(e.r[i]![1]).toBeGreaterThanOrEqual(e.r[i - 1]![1]);
    }
  });

  it('refuses a row that names no room of the search rather than price it in another slot', () => {
    const h1 = { ...hotel('h1'), roomTypes: [{ id: 'r1' }] } as unknown as Hotel;
    const columns = () => listColumnsOf([offer({})], [h1], 'contract', 1, 1);
    expect(hotelsOfList(listEntries([h1], [columns()], rows(1)))).toHaveLength(1);
    const spoilt: ((c: ListColumns) => void)[] = [
      (c) => (c.roomAt[0] = 1),
      (c) => (c.roomAt[0] = -1),
      (c) => (c.hotelAt[0] = 1),
      (c) => (c.boards[0] = 5),
      (c) => (c.flags[0] = 4),
    ];
    for (const spoil of spoilt) {
      const bad = columns();
      spoil(bad);
      expect(() => listEntries([h1], [bad], rows(1))).toThrow(RangeError);
    }
  });
});

describe('listEntries slot masks and layers per hotel', () => {
  it('starts every search with empty slots and resolves a named room type apart from its hotel’s', () => {
    const boards: BoardCode[] = ['RO', 'BB', 'HB', 'FB', 'AI'];
    const withRooms = (id: string, star: string, rooms: string[]) =>
      ({ id, starCategory: star, roomTypes: rooms.map((r) => ({ id: r })) }) as unknown as Hotel;
    // A room markup names h1's first room type; h2 (another star category) follows with none named.
    const markups: HotelMarkupRows = {
      ...rows(5),
      client: [
        { itemId: null, type: 'flat', value: 100 },
        { itemId: 'room:named', type: 'percentage', value: 40 },
      ],
      company: [
        { itemId: null, type: 'percentage', value: 5, agentId: null },
        { itemId: 'star:3', type: 'percentage', value: 20, agentId: null },
      ],
    };
    const h1 = withRooms('h1', '4', ['named', 'plain']);
    const h2 = withRooms('h2', '3', ['plain', 'other']);
    // Every slot of both sources filled, on both room types (each the cheaper on every other board).
    const full: RateOffer[] = [];
    for (const source of ['contract', 'bedbank'] as const)
      for (const [b, boardCode] of boards.entries())
        for (const cancellationType of ['Refundable', 'Non Refundable'] as const)
          for (const payLaterUntil of [null, '2030-01-01T00:00:00.000Z'])
            for (const roomTypeId of ['named', 'plain'])
              full.push(
                offer({
                  source,
                  roomTypeId,
                  boardCode,
                  cancellationType,
                  payLaterUntil,
                  net: 20_000 + b * 1_000 + ((roomTypeId === 'named') === (b % 2 === 0) ? 0 : 500),
                }),
              );
    const sparse = [
      offer({ hotelId: 'h2', roomTypeId: 'plain', net: 30_500 }),
      // Merged into plain's contract set (the same layers): a slot plain's set does not hold.
      offer({ hotelId: 'h2', roomTypeId: 'other', net: 31_000, boardCode: 'FB' }),
      offer({ hotelId: 'h2', roomTypeId: 'plain', net: 30_000, source: 'bedbank', boardCode: 'HB' }),
    ];
    for (const [hotels, answers] of [
      [
        [h1, h2],
        [full, sparse],
      ],
      // A later search with fewer rates: the sets it reuses must not show the first search's slots.
      [[h2], [sparse]],
      [
        [h1, h2],
        [full, sparse],
      ],
    ] as const) {
      const expected = canonical(referenceEntries(hotels, answers, markups));
      expect(canonical(hotelsOfList(listEntries(hotels, answers, markups)))).toEqual(expected);
      // The same rates as the suppliers' columns (rooms by position: the named room known by its
      // position in the hotels array, not asked per room type).
      const columns = answers.flatMap((list) =>
        (['contract', 'bedbank'] as const).map((source) =>
          listColumnsOf(
            list.filter((o) => o.source === source),
            hotels,
            source,
            1,
            1,
          ),
        ),
      );
      expect(canonical(hotelsOfList(listEntries(hotels, columns, markups)))).toEqual(expected);
    }
    expect(hotelsOfList(listEntries([h2], [sparse], markups))[0]!.r).toHaveLength(3);
  });

  it('indexes a hotels array again when it changed in place (the index is kept per array)', () => {
    const withRooms = (id: string, rooms: string[]) =>
      ({ id, starCategory: '4', roomTypes: rooms.map((r) => ({ id: r })) }) as unknown as Hotel;
    const h1 = withRooms('h1', ['a', 'b']);
    const h2 = withRooms('h2', ['c']);
    const h3 = withRooms('h3', ['d', 'e', 'f']);
    const markups: HotelMarkupRows = {
      ...rows(5),
      client: [
        { itemId: null, type: 'flat', value: 100 },
        { itemId: 'room:e', type: 'percentage', value: 40 },
      ],
    };
    const offers = [
      offer({ hotelId: 'h1', roomTypeId: 'b', net: 20_000 }),
      offer({ hotelId: 'h2', roomTypeId: 'c', net: 21_000 }),
      offer({ hotelId: 'h3', roomTypeId: 'e', net: 22_000 }),
      offer({ hotelId: 'h3', roomTypeId: 'f', net: 23_000, boardCode: 'HB' }),
    ];
    const hotels = [h1, h2];
    const priced = () =>
      canonical(
        hotelsOfList(
          listEntries(
            hotels,
            [
              listColumnsOf(
                offers.filter((o) => hotels.some((h) => h.id === o.hotelId)),
                hotels,
                'contract',
                1,
                1,
              ),
            ],
            markups,
          ),
        ),
      );
    expect(priced()).toEqual(canonical(referenceEntries(hotels, [offers], markups)));
    // Another record in h2's place, with more room types (one named): positions and rooms change.
    hotels[1] = h3;
    expect(priced()).toEqual(canonical(referenceEntries(hotels, [offers], markups)));
    hotels.push(h2);
    expect(priced()).toEqual(canonical(referenceEntries(hotels, [offers], markups)));
  });
});

describe('listEntries over random markups (property)', () => {
  it('equals rate-by-rate pricing whatever the rows name: stars, hotels, room types, or nothing', () => {
    let seed = 3_535;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const boards: BoardCode[] = ['RO', 'BB', 'HB', 'FB', 'AI'];
    // 'x' is no star category of the domain's: such a hotel is never priced by star category alone.
    const stars = ['1', '3', '4', '5', 'apartment', 'unrated', 'x'];
    for (let round = 0; round < 60; round++) {
      const hotels = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        (_, at) =>
          ({
            id: `h${at}`,
            starCategory: pick(stars),
            roomTypes: Array.from({ length: 1 + Math.floor(random() * 4) }, (_, r) => ({
              id: `h${at}-r${r}`,
            })),
          }) as unknown as Hotel,
      );
      const item = () => {
        const h = pick(hotels);
        return pick([
          null,
          `star:${pick(stars)}`,
          `hotel:${h.id}`,
          `room:${pick(h.roomTypes).id}`,
          `room:${pick(h.roomTypes).id}`,
        ]);
      };
      const layer = (n: number) =>
        Array.from({ length: n }, () => ({
          itemId: item(),
          type: pick(['flat', 'percentage'] as const),
          value: pick([0, 5, 12.5, 100, 250]),
        }));
      const markups: HotelMarkupRows = {
        company: layer(Math.floor(random() * 3)).map((row) => ({ ...row, agentId: null })),
        subAgent: layer(Math.floor(random() * 3)),
        client: layer(Math.floor(random() * 3)),
        accountId: 'a',
        isSubAgent: random() < 0.5,
      };
      const offers: RateOffer[] = [];
      for (const h of hotels)
        for (const roomType of h.roomTypes)
          for (let k = Math.floor(random() * 4); k > 0; k--)
            offers.push(
              offer({
                hotelId: h.id,
                roomTypeId: roomType.id,
                source: pick(['contract', 'bedbank'] as const),
                boardCode: pick(boards),
                net: 5_000 + Math.floor(random() * 100_000),
                nights: 2,
                rooms: 1,
                cancellationType: pick(['Refundable', 'Non Refundable'] as const),
                payLaterUntil: random() < 0.3 ? '2030-01-01T00:00:00.000Z' : null,
              }),
            );
      const expected = canonical(referenceEntries(hotels, [offers], markups));
      const columns = (['contract', 'bedbank'] as const).map((source) =>
        listColumnsOf(
          offers.filter((o) => o.source === source),
          hotels,
          source,
          2,
          1,
        ),
      );
      expect(canonical(hotelsOfList(listEntries(hotels, columns, markups))), `round ${round}`).toEqual(
        expected,
      );
      expect(canonical(hotelsOfList(listEntries(hotels, [offers], markups))), `round ${round}`).toEqual(
        expected,
      );
    }
  });
});

describe('listEntries ties', () => {
  it('keeps the lower sell price of equal agent prices, whichever room type comes first', () => {
    // Same net and company layer, so the same agent price; the room type named by the client row sells dearer.
    const markups: HotelMarkupRows = {
      ...rows(7),
      client: [
        { itemId: null, type: 'flat', value: 100 },
        { itemId: 'room:r-dear', type: 'percentage', value: 30 },
      ],
    };
    const h1 = hotel('h1');
    const dear = offer({ roomTypeId: 'r-dear', net: 40_000 });
    const plain = offer({ roomTypeId: 'r-plain', net: 40_000 });
    for (const list of [
      [dear, plain],
      [plain, dear],
    ]) {
      const [entry] = hotelsOfList(listEntries([h1], [list], markups));
      expect(entry!.r).toEqual([['BB', 42_800, 42_900, RATE_REFUNDABLE]]);
      expect(canonical([entry!])).toEqual(canonical(referenceEntries([h1], [list], markups)));
    }
  });
});

describe('answerCache (suppliers’ short answer memory)', () => {
  it('hits for the same stay and the same records within the TTL only', () => {
    const cache = answerCache<number>('test-answers', {
      max: 2,
      maxBytes: 1_000_000,
      ttlMs: 1_000,
      sizeOf: () => 8,
    });
    const a = { id: 'a' };
    const b = { id: 'b' };
    cache.set('stay', [a, b], 0, 1);
    expect(cache.get('stay', [a, b], 999)?.value).toBe(1);
    expect(cache.get('stay', [a, { id: 'b' }], 10)).toBeUndefined();
    expect(cache.get('other', [a, b], 10)).toBeUndefined();
    expect(cache.get('stay', [a, b], -1)).toBeUndefined();
    expect(cache.get('stay', [a, b], 1_000)).toBeUndefined();
    expect(cache.get('stay', [a, b], 10)).toBeUndefined(); // the expired entry is gone
    cache.set('s1', [a], 0, 1);
    cache.set('s2', [a], 0, 2);
    cache.set('s3', [a], 0, 3);
    expect(cache.get('s1', [a], 0)).toBeUndefined();
    expect(cache.get('s3', [a], 0)?.value).toBe(3);
  });
});
