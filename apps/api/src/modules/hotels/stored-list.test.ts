import { describe, expect, it } from 'vitest';
import { MAX_MINOR } from '@portal/domain';
import { decodeList, encodeList, hotelsOfList, listOfHotels, type StoredHotel } from './stored-list.ts';

const hotels: StoredHotel[] = [
  {
    h: 'h-1',
    r: [
      ['RO', 10_000, 10_700, 0],
      ['BB', 12_000, 12_000, 3],
      ['AI', 12_000, 11_900, 1],
    ],
    x: 30_000,
    n: 17,
    o: 3,
  },
  { h: 'fünf "quoted"', r: [['HB', MAX_MINOR - 1, MAX_MINOR, 2]], x: MAX_MINOR, n: 1, o: 2 },
  { h: 'no-rates', r: [], x: 0, n: 0, o: 0 },
  { h: 'h-1', r: [['FB', 1, 0, 0]], x: 1, n: 2, o: 1 },
];

describe('the stored list (issue 38: columns, and the bytes a session stores)', () => {
  it('holds the per-hotel form entry for entry, and its bytes read back the same', () => {
    const list = listOfHotels(hotels);
    expect(Array.from(list.start)).toEqual([0, 3, 4, 4, 5]);
    expect(hotelsOfList(list)).toEqual(hotels);
    const bytes = encodeList(list);
    expect(decodeList(bytes)).toEqual(list);
    // Read from a buffer that does not start its ArrayBuffer (as a pooled or gunzipped one may).
    const offset = Buffer.concat([Buffer.alloc(3), bytes]).subarray(3);
    expect(hotelsOfList(decodeList(offset))).toEqual(hotels);
    expect(hotelsOfList(decodeList(encodeList(listOfHotels([]))))).toEqual([]);
  });

  it('refuses bytes that do not match their header, and boards it does not know', () => {
    const bytes = encodeList(listOfHotels(hotels));
    expect(() => decodeList(bytes.subarray(0, bytes.length - 1))).toThrow(/shorter|match/);
    expect(() => decodeList(Buffer.concat([bytes, Buffer.alloc(1)]))).toThrow(/match/);
    expect(() => listOfHotels([{ h: 'x', r: [['XX' as 'RO', 1, 1, 0]], x: 1, n: 1, o: 1 }])).toThrow(/board/);
  });
});
