import { describe, expect, it } from 'vitest';
import {
  cancellationHeadline,
  cancellationHeadlineText,
  cancellationLineText,
  cancellationTerms,
  PAY_LATER_DAYS_BEFORE,
  ruleFee,
  ruleStart,
  scaleCancellation,
  type CancellationTermsInput,
} from './cancellation.ts';
import type { CancellationRule } from './types.ts';

// Three nights, two rooms: 200 + 300 + 250 AED.
const nightly = [
  { date: '2026-11-20', net: 20_000 },
  { date: '2026-11-21', net: 30_000 },
  { date: '2026-11-22', net: 25_000 },
];
const NET = 75_000;

function terms(patch: Partial<CancellationTermsInput>) {
  return cancellationTerms({
    rules: [],
    nightly,
    rooms: 2,
    checkIn: '2026-11-20',
    timeZone: 'Asia/Dubai',
    now: new Date('2026-11-01T06:00:00Z'),
    ...patch,
  });
}

describe('ruleStart: hotel-local midnight as a UTC instant', () => {
  it('converts a Dubai midnight (UTC+4, no DST)', () => {
    expect(ruleStart('2026-11-20', 0, 'Asia/Dubai').toISOString()).toBe('2026-11-19T20:00:00.000Z');
    expect(ruleStart('2026-11-20', 3, 'Asia/Dubai').toISOString()).toBe('2026-11-16T20:00:00.000Z');
  });

  it('follows London across the spring change (29 March 2026, 01:00 UTC)', () => {
    // Midnight of 29 March is still GMT; midnight of 30 March is BST (UTC+1).
    expect(ruleStart('2026-03-30', 1, 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(ruleStart('2026-03-30', 0, 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    // The two local midnights are only 23 hours apart.
    const gap =
      ruleStart('2026-03-30', 0, 'Europe/London').getTime() -
      ruleStart('2026-03-30', 1, 'Europe/London').getTime();
    expect(gap).toBe(23 * 3_600_000);
  });

  it('follows London across the autumn change (25 October 2026, 01:00 UTC)', () => {
    expect(ruleStart('2026-10-26', 1, 'Europe/London').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(ruleStart('2026-10-26', 0, 'Europe/London').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('rejects a negative or fractional number of days', () => {
    expect(() => ruleStart('2026-11-20', -1, 'Asia/Dubai')).toThrow(/whole days/);
    expect(() => ruleStart('2026-11-20', 1.5, 'Asia/Dubai')).toThrow(/whole days/);
  });
});

describe('ruleFee', () => {
  const fee = (charge: CancellationRule['charge']) => ruleFee({ daysBefore: 3, charge }, nightly, 2);
  it('charges flat per room, a percentage of the net, or the first nights', () => {
    expect(fee({ type: 'flat', amount: 10_000 })).toBe(20_000);
    expect(fee({ type: 'percentage', percent: 50 })).toBe(37_500);
    expect(fee({ type: 'percentage', percent: 33.333 })).toBe(25_000);
    expect(fee({ type: 'nights', nights: 1 })).toBe(20_000);
    expect(fee({ type: 'nights', nights: 2 })).toBe(50_000);
  });

  it('never charges more than the stay net', () => {
    expect(fee({ type: 'flat', amount: 50_000 })).toBe(NET);
    expect(fee({ type: 'nights', nights: 9 })).toBe(NET);
    expect(fee({ type: 'percentage', percent: 100 })).toBe(NET);
  });

  it('rejects malformed charges', () => {
    expect(() => fee({ type: 'flat', amount: -1 })).toThrow(RangeError);
    expect(() => fee({ type: 'percentage', percent: 101 })).toThrow(RangeError);
    expect(() => fee({ type: 'nights', nights: 1.5 })).toThrow(RangeError);
  });
});

describe('cancellationTerms', () => {
  const rules: CancellationRule[] = [
    { daysBefore: 7, charge: { type: 'nights', nights: 1 } },
    { daysBefore: 2, charge: { type: 'percentage', percent: 100 } },
  ];

  it('is refundable before the first charge, with deadlines in UTC and hotel-local time', () => {
    const t = terms({ rules });
    expect(t.cancellationType).toBe('Refundable');
    expect(t.feeNow).toBe(0);
    expect(t.cancellation).toEqual([
      {
        from: '2026-11-12T20:00:00.000Z',
        fromLocal: '2026-11-13T00:00',
        timeZone: 'Asia/Dubai',
        fee: 20_000,
      },
      { from: '2026-11-17T20:00:00.000Z', fromLocal: '2026-11-18T00:00', timeZone: 'Asia/Dubai', fee: NET },
    ]);
    // Pay later until two days before the first charge (7 + 2 days before check-in).
    expect(PAY_LATER_DAYS_BEFORE).toBe(2);
    expect(t.payLaterUntil).toBe('2026-11-10T20:00:00.000Z');
  });

  it('collapses the rules already started into one line from now', () => {
    const now = new Date('2026-11-14T08:15:00Z');
    const t = terms({ rules, now });
    expect(t.cancellationType).toBe('Partially Refundable');
    expect(t.feeNow).toBe(20_000);
    expect(t.cancellation).toEqual([
      {
        from: '2026-11-14T08:15:00.000Z',
        fromLocal: '2026-11-14T12:15',
        timeZone: 'Asia/Dubai',
        fee: 20_000,
      },
      { from: '2026-11-17T20:00:00.000Z', fromLocal: '2026-11-18T00:00', timeZone: 'Asia/Dubai', fee: NET },
    ]);
    expect(t.payLaterUntil).toBeNull();
  });

  it('is non-refundable once the whole net is charged, or without rules', () => {
    const late = terms({ rules, now: new Date('2026-11-18T10:00:00Z') });
    expect(late.cancellationType).toBe('Non Refundable');
    expect(late.cancellation).toEqual([
      { from: '2026-11-18T10:00:00.000Z', fromLocal: '2026-11-18T14:00', timeZone: 'Asia/Dubai', fee: NET },
    ]);
    expect(late.payLaterUntil).toBeNull();
    const none = terms({ rules: [] });
    expect(none.cancellationType).toBe('Non Refundable');
    expect(none.cancellation).toEqual([
      { from: '2026-11-01T06:00:00.000Z', fromLocal: '2026-11-01T10:00', timeZone: 'Asia/Dubai', fee: NET },
    ]);
    expect(none.payLaterUntil).toBeNull();
  });

  it('never lets a fee go down as check-in approaches, and merges equal fees', () => {
    const t = terms({
      rules: [
        { daysBefore: 10, charge: { type: 'percentage', percent: 50 } },
        { daysBefore: 5, charge: { type: 'flat', amount: 1_000 } },
        { daysBefore: 3, charge: { type: 'percentage', percent: 50 } },
        { daysBefore: 1, charge: { type: 'percentage', percent: 100 } },
      ],
    });
    expect(t.cancellation.map((l) => [l.fromLocal, l.fee])).toEqual([
      ['2026-11-10T00:00', 37_500],
      ['2026-11-19T00:00', NET],
    ]);
  });

  it('takes the higher fee when two rules start together', () => {
    const t = terms({
      rules: [
        { daysBefore: 4, charge: { type: 'nights', nights: 1 } },
        { daysBefore: 4, charge: { type: 'nights', nights: 2 } },
      ],
    });
    expect(t.cancellation.map((l) => l.fee)).toEqual([50_000]);
  });

  it('keeps a stay free until check-in when every rule is free; pay later until 2 days before', () => {
    const t = terms({ rules: [{ daysBefore: 3, charge: { type: 'flat', amount: 0 } }] });
    expect(t.cancellationType).toBe('Refundable');
    expect(t.cancellation).toEqual([]);
    expect(t.payLaterUntil).toBe('2026-11-17T20:00:00.000Z');
  });

  it('offers no pay later when its deadline has passed though cancelling is still free', () => {
    const t = terms({ rules, now: new Date('2026-11-11T06:00:00Z') });
    expect(t.cancellationType).toBe('Refundable');
    expect(t.payLaterUntil).toBeNull();
  });

  it('sets London deadlines at local midnight around the DST change', () => {
    const t = terms({
      checkIn: '2026-03-31',
      timeZone: 'Europe/London',
      now: new Date('2026-03-01T12:00:00Z'),
      rules: [
        { daysBefore: 2, charge: { type: 'nights', nights: 1 } },
        { daysBefore: 1, charge: { type: 'percentage', percent: 100 } },
      ],
    });
    expect(t.cancellation).toEqual([
      {
        from: '2026-03-29T00:00:00.000Z',
        fromLocal: '2026-03-29T00:00',
        timeZone: 'Europe/London',
        fee: 20_000,
      },
      {
        from: '2026-03-29T23:00:00.000Z',
        fromLocal: '2026-03-30T00:00',
        timeZone: 'Europe/London',
        fee: NET,
      },
    ]);
    expect(t.payLaterUntil).toBe('2026-03-27T00:00:00.000Z');
  });
});

describe('scaleCancellation', () => {
  it('keeps each fee its share of the net in the selling price, the whole net becoming the whole price', () => {
    const lines = terms({
      rules: [
        { daysBefore: 7, charge: { type: 'nights', nights: 1 } },
        { daysBefore: 2, charge: { type: 'percentage', percent: 100 } },
      ],
    }).cancellation;
    const scaled = scaleCancellation(lines, NET, 90_001);
    expect(scaled.map((l) => l.fee)).toEqual([24_000, 90_001]);
    expect(scaled[0]!.from).toBe(lines[0]!.from);
    expect(scaleCancellation([{ ...lines[0]!, fee: 0 }], 0, 5_000)[0]!.fee).toBe(5_000);
  });
});

describe('cancellationLineText', () => {
  it('reads the instant in the hotel zone as DD/MM/YYYY 24 h, the fee with separators', () => {
    const line = { from: '2026-12-22T20:00:00.000Z', timeZone: 'Asia/Dubai' };
    expect(cancellationLineText(line, 120435)).toBe(
      'From 23/12/2026 00:00 hotel time (Asia/Dubai) cancelling costs AED 1,204.35',
    );
    expect(cancellationLineText({ ...line, timeZone: 'Europe/London' }, 5000, { withUtc: true })).toBe(
      'From 22/12/2026 20:00 hotel time (Europe/London; 22/12/2026 20:00 UTC) cancelling costs AED 50.00',
    );
  });
});

describe('cancellationHeadline: free only when it is', () => {
  const rules: CancellationRule[] = [
    { daysBefore: 7, charge: { type: 'nights', nights: 1 } },
    { daysBefore: 2, charge: { type: 'percentage', percent: 100 } },
  ];

  it('a refundable rate is free until its first fee line', () => {
    const t = terms({ rules });
    const headline = cancellationHeadline(t.cancellationType, t.cancellation);
    expect(headline).toEqual({
      kind: 'free-until',
      from: '2026-11-12T20:00:00.000Z',
      timeZone: 'Asia/Dubai',
    });
    expect(cancellationHeadlineText(headline)).toBe(
      'Free cancellation until 13/11/2026 00:00 hotel time (Asia/Dubai)',
    );
  });

  it('a partially refundable rate whose fee applies from booking is never free until now', () => {
    const t = terms({ rules, now: new Date('2026-11-14T08:15:00Z') });
    const headline = cancellationHeadline(t.cancellationType, t.cancellation);
    expect(headline).toEqual({ kind: 'fee-from-booking', fee: 20_000 });
    const text = cancellationHeadlineText(headline);
    expect(text).toBe('Cancellation fee from booking: AED 200.00');
    expect(text).not.toMatch(/free/i);
  });

  it('non-refundable and fee-less rates', () => {
    const none = terms({ rules: [] });
    expect(cancellationHeadline(none.cancellationType, none.cancellation)).toEqual({
      kind: 'non-refundable',
    });
    expect(cancellationHeadlineText({ kind: 'non-refundable' })).toMatch(/^Non refundable/);
    expect(cancellationHeadline('Refundable', [])).toEqual({ kind: 'free-until-check-in' });
  });
});
