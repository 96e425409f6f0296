import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRateKey, decodeRooms, encodeRateKey, encodeRooms, type RateKeyParts } from './rate-key.ts';

const parts: RateKeyParts = {
  source: 'bedbank',
  hotelId: 'h-1',
  roomTypeId: 'rt|odd',
  contractId: 'RATE 7/1',
  boardCode: 'HB',
  fromDate: '2026-12-01',
  toDate: '2026-12-04',
  rooms: [
    { noOfAdults: 2, noOfChildren: 2, childrenAges: [0, 11] },
    { noOfAdults: 1, noOfChildren: 0, childrenAges: [] },
  ],
};

describe('rate keys', () => {
  it('encodes every part in a fixed order and reads it back', () => {
    const key = encodeRateKey(parts);
    expect(key).toBe('bedbank|h-1|rt%7Codd|RATE%207%2F1|HB|2026-12-01|2026-12-04|2-0.11~1');
    expect(decodeRateKey(key)).toEqual(parts);
  });

  it('rejects keys it did not make', () => {
    for (const bad of [
      '',
      'contract|h|r|c|XX|2026-12-01|2026-12-04|2',
      'gds|h|r|c|BB|2026-12-01|2026-12-04|2',
      'contract|h|r|c|BB|2026-13-01|2026-12-04|2',
      'contract|h|r|c|BB|2026-12-01|2026-12-04|two',
      'contract||r|c|BB|2026-12-01|2026-12-04|2',
      'contract|%E0%A4%A|r|c|BB|2026-12-01|2026-12-04|2',
      'contract|h|r|c|BB|2026-12-01|2026-12-04|2|extra',
    ]) {
      expect(decodeRateKey(bad)).toBeNull();
    }
  });

  it('round-trips any rooms and ids', () => {
    const roomArb = fc
      .record({
        a: fc.integer({ min: 1, max: 8 }),
        ages: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 4 }),
      })
      .map(({ a, ages }) => ({ noOfAdults: a, noOfChildren: ages.length, childrenAges: ages }));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.array(roomArb, { minLength: 1, maxLength: 4 }),
        (id, rooms) => {
          const p = { ...parts, hotelId: id, rooms };
          expect(decodeRateKey(encodeRateKey(p))).toEqual(p);
          expect(decodeRooms(encodeRooms(rooms))).toEqual(rooms);
        },
      ),
    );
  });
});
