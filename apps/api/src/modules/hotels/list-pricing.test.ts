import { describe, expect, it } from 'vitest';
import type { RateOffer } from '@portal/domain';
import { answerCache } from '../../suppliers/hotels/answer-cache.ts';
import type { HotelMarkupRows } from './markup-layers.ts';
import { listEntries, listPricer } from './list-pricing.ts';

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
const hotel = (id: string) => ({ id, starCategory: '4' }) as Hotel;

describe('listPricer (the priced list memo)', () => {
  const h1 = hotel('h1');
  const h2 = hotel('h2');
  const contract = [offer({ hotelId: 'h1', net: 10_000 }), offer({ hotelId: 'h2', net: 20_000 })];
  const bedbank = [offer({ hotelId: 'h1', net: 9_000, source: 'bedbank' })];

  it('answers exactly what listEntries gives, and the same object for the same lists, records and markups', () => {
    const price = listPricer();
    const first = price([h1, h2], [contract, bedbank], rows(10));
    expect(first.stored).toEqual(listEntries([h1, h2], [contract, bedbank], rows(10)));
    // Other arrays holding the same records and lists: the memo answers.
    expect(price([h1, h2], [contract, bedbank], rows(10))).toBe(first);
  });

  it('prices again when a list, a record or a markup row differs', () => {
    const price = listPricer();
    const first = price([h1, h2], [contract, bedbank], rows(10));
    const otherList = price([h1, h2], [[...contract], bedbank], rows(10));
    expect(otherList).not.toBe(first);
    expect(otherList.stored).toEqual(first.stored);
    const reloaded = price([h1, hotel('h2')], [contract, bedbank], rows(10));
    expect(reloaded).not.toBe(first);
    const marked = price([h1, h2], [contract, bedbank], rows(12));
    expect(marked).not.toBe(first);
    expect(marked.stored).toEqual(listEntries([h1, h2], [contract, bedbank], rows(12)));
    expect(marked.stored[0]!.r[0]![1]).toBeGreaterThan(first.stored[0]!.r[0]![1]);
  });
});

describe('answerCache (suppliers’ short answer memory)', () => {
  it('hits for the same stay and the same records within the TTL only', () => {
    const cache = answerCache<number>({ max: 2, ttlMs: 1_000 });
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
