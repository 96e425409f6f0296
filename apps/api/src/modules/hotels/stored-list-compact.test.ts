import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR } from '@portal/domain';
import { compactForm, compactHeadLength, joinCompactList, splitCompactList } from './stored-list-compact.ts';
import { listOfHotels, type StoredHotel, type StoredList } from './stored-list.ts';

/** The list through its compact bytes, as a session row holds them (head, then the columns). */
function roundTrip(list: StoredList): { back: StoredList; form: ReturnType<typeof compactForm> } {
  const { head, columns } = splitCompactList(list);
  const row = Buffer.concat([Buffer.alloc(3), head, columns]).subarray(3); // not at offset 0
  const length = compactHeadLength(row);
  expect(length).toBe(head.length);
  return { back: joinCompactList(row.subarray(0, length), row.subarray(length)), form: compactForm(head) };
}

/** Bit for bit: -0 and NaN's bits too, which toEqual would pass over. */
function expectSame(back: StoredList, list: StoredList) {
  expect(back.ids).toEqual(list.ids);
  for (const key of ['start', 'boards', 'prices', 'sells', 'flags', 'max', 'count', 'sources'] as const) {
    expect(back[key].constructor, key).toBe(list[key].constructor);
    const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(bytes(back[key]).equals(bytes(list[key])), key).toBe(true);
  }
}

/** A seeded random (the same lists every run). */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/**
 * A city-like list: hotels of 0-20 entries sorted by agent price, markups by `rule` (none, a
 * percentage rounded, a flat amount, both, or one per hotel), `max` above the dearest entry.
 */
function cityList(hotels: number, seed: number, rule: 'none' | 'percent' | 'flat' | 'mixed'): StoredHotel[] {
  const next = random(seed);
  const boards = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
  return Array.from({ length: hotels }, (): StoredHotel => {
    const n = Math.floor(next() * 21);
    const share = rule === 'mixed' ? Math.floor(next() * 15) : 3;
    const flat = rule === 'mixed' ? Math.floor(next() * 5_000) : 3_500;
    let price = 5_000 + Math.floor(next() * 2_000_000);
    const r: StoredHotel['r'] = [];
    for (let i = 0; i < n; i++) {
      price += Math.floor(next() * 60_000);
      const markup =
        rule === 'none'
          ? 0
          : rule === 'percent'
            ? Math.round((price * share) / 100)
            : rule === 'flat'
              ? flat
              : Math.round((price * share) / 100) + flat;
      r.push([boards[Math.floor(next() * 5)]!, price, price + markup, Math.floor(next() * 4)]);
    }
    const x = (r.at(-1)?.[1] ?? 0) + Math.floor(next() * 300_000);
    return { h: randomUUID(), r, x, n: n + Math.floor(next() * 40), o: 1 + Math.floor(next() * 3) };
  });
}

describe('the compact stored list (v 5, ADR 0039)', () => {
  it('reads back city-like lists bit for bit, in the smallest form, under every markup rule', () => {
    for (const rule of ['none', 'percent', 'flat', 'mixed'] as const) {
      for (const seed of [1, 2, 3]) {
        const list = listOfHotels(cityList(300, seed, rule));
        const { back, form } = roundTrip(list);
        expect(form).toEqual({ uuids: true, integers: true, packedFlags: true });
        expectSame(back, list);
      }
    }
  });

  it('keeps the edges of whole numbers: 0, negative amounts, MAX_MINOR, 2^50, a markup below zero', () => {
    const hotels: StoredHotel[] = [
      {
        h: randomUUID(),
        r: [
          ['RO', 0, 0, 0],
          ['BB', 0, 7, 1],
          ['HB', 3, 0, 2],
        ],
        x: 3,
        n: 3,
        o: 1,
      },
      {
        h: randomUUID(),
        r: [
          ['RO', -500, -400, 0],
          ['AI', MAX_MINOR - 1, MAX_MINOR, 3],
        ],
        x: MAX_MINOR,
        n: 9,
        o: 3,
      },
      { h: randomUUID(), r: [['FB', 2 ** 50, 2 ** 50, 0]], x: -(2 ** 50), n: 1, o: 2 },
      { h: randomUUID(), r: [], x: 0, n: 0, o: 0 },
      {
        h: randomUUID(),
        r: [
          ['RO', 1, 2 ** 50, 0],
          ['BB', 2, -(2 ** 50), 0],
          ['HB', 2 ** 50, 1, 0],
        ],
        x: 0,
        n: 3,
        o: 1,
      },
    ];
    const list = listOfHotels(hotels);
    const { back, form } = roundTrip(list);
    expect(form.integers).toBe(true);
    expectSame(back, list);
  });

  it('falls back to 64-bit floats for the whole list when one number is not a whole amount', () => {
    const amounts = [0.1 + 0.2, 1234.56, NaN, Infinity, -Infinity, -0, 2 ** 50 + 2, 2 ** 53, 1e300, 5e-324];
    for (const amount of amounts) {
      for (const at of ['price', 'sell', 'max'] as const) {
        const hotels = cityList(20, 7, 'percent');
        const hotel = hotels.find((x) => x.r.length > 1)!;
        if (at === 'max') hotel.x = amount;
        else hotel.r[1]![at === 'price' ? 1 : 2] = amount;
        const list = listOfHotels(hotels);
        const { back, form } = roundTrip(list);
        expect(form.integers, `${amount} as ${at}`).toBe(false);
        expectSame(back, list);
      }
    }
  });

  it('stores ids that are not canonical lowercase uuids as text, the others as 16 bytes', () => {
    const uuid = '2523e333-6208-5110-9975-08afe2257190';
    const odd = [
      uuid.toUpperCase(),
      `{${uuid.slice(0, 34)}}`,
      uuid.replace('-', 'x'),
      `${uuid.slice(0, 7)}-${uuid.slice(7, 8)}${uuid.slice(9)}`, // a dash out of place
      uuid.slice(0, 35) + 'g',
      uuid.slice(0, 35) + 'ā', // 36 characters, one beyond ASCII
      uuid.slice(0, 35) + String.fromCharCode(0x161), // its low byte is 'a'
      uuid.slice(0, 35),
      '',
      'fünf "quoted"',
    ];
    for (const id of odd) {
      const hotels = cityList(5, 3, 'flat');
      hotels[2]!.h = id;
      const list = listOfHotels(hotels);
      const { back, form } = roundTrip(list);
      expect(form.uuids, id).toBe(false);
      expectSame(back, list);
    }
    const list = listOfHotels(cityList(5, 3, 'flat').map((x, i) => ({ ...x, h: i === 2 ? uuid : x.h })));
    expect(roundTrip(list).form.uuids).toBe(true);
    expect(roundTrip(list).back.ids[2]).toBe(uuid);
  });

  it('reads back the empty list, and boards or flags beyond their bits unpacked', () => {
    const empty = listOfHotels([]);
    expectSame(roundTrip(empty).back, empty);
    const list = listOfHotels(cityList(10, 5, 'none'));
    list.flags[3] = 200;
    const { back, form } = roundTrip(list);
    expect(form.packedFlags).toBe(false);
    expectSame(back, list);
  });

  it('refuses bytes that are not a whole compact list', () => {
    const { head, columns } = splitCompactList(listOfHotels(cityList(10, 9, 'mixed')));
    expect(() => joinCompactList(head.subarray(0, head.length - 1), columns)).toThrow(/shorter|match/);
    expect(() => joinCompactList(head, columns.subarray(0, columns.length - 1))).toThrow(/shorter|ends/);
    expect(() => joinCompactList(head, Buffer.concat([columns, Buffer.alloc(1)]))).toThrow(/match/);
    expect(() => joinCompactList(Buffer.from([4, 7, 0, 0, 0]), columns)).toThrow(/compact/);
    expect(() => compactHeadLength(Buffer.alloc(0))).toThrow(/compact/);
  });
});
