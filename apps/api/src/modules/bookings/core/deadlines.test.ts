import { describe, expect, it } from 'vitest';
import { cancellationTerms, ruleStart, type CancellationRule } from '@portal/domain';
import { policyFeeAt } from './fees.ts';

/**
 * Pay-later deadline and cancellation fee at each instant around each deadline, under two hotel
 * zones (Dubai, no DST; New York, whose DST starts 8 March 2026 between the two deadlines).
 */
const CHECK_IN = '2026-03-12';
const RULES: CancellationRule[] = [
  { daysBefore: 7, charge: { type: 'percentage', percent: 50 } },
  { daysBefore: 2, charge: { type: 'percentage', percent: 100 } },
];
const NIGHTLY = [
  { date: '2026-03-12', net: 40_000 },
  { date: '2026-03-13', net: 60_000 },
];
const NET = 100_000;
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

describe.each(['Asia/Dubai', 'America/New_York'])('deadlines in %s', (timeZone) => {
  const booked = new Date('2026-02-01T10:00:00Z');
  const terms = cancellationTerms({
    rules: RULES,
    nightly: NIGHTLY,
    rooms: 1,
    checkIn: CHECK_IN,
    timeZone,
    now: booked,
  });
  const line = {
    cancellationPolicy: terms.cancellation.map((c) => ({ from: c.from, fee: c.fee })),
    agentPrice: NET,
  };
  const first = ruleStart(CHECK_IN, 7, timeZone);
  const second = ruleStart(CHECK_IN, 2, timeZone);

  it('puts each deadline at hotel-local midnight', () => {
    expect(terms.cancellationType).toBe('Refundable');
    expect(terms.cancellation.map((c) => c.fromLocal)).toEqual(['2026-03-05T00:00', '2026-03-10T00:00']);
    expect(terms.cancellation.map((c) => c.from)).toEqual([first.toISOString(), second.toISOString()]);
  });

  it('offers pay later until 2 days before the first charge, not at or after it', () => {
    const until = ruleStart(CHECK_IN, 9, timeZone);
    expect(terms.payLaterUntil).toBe(until.toISOString());
    const at = (now: Date) =>
      cancellationTerms({ rules: RULES, nightly: NIGHTLY, rooms: 1, checkIn: CHECK_IN, timeZone, now });
    expect(at(ms(until, -1)).payLaterUntil).toBe(until.toISOString());
    expect(at(until).payLaterUntil).toBeNull();
    expect(at(ms(until, 1)).payLaterUntil).toBeNull();
    expect(at(ms(first, 1)).payLaterUntil).toBeNull();
  });

  it('charges the policy fee in force at each instant', () => {
    expect(policyFeeAt(line, ms(first, -1))).toBe(0);
    expect(policyFeeAt(line, first)).toBe(NET / 2);
    expect(policyFeeAt(line, ms(first, 1))).toBe(NET / 2);
    expect(policyFeeAt(line, ms(second, -1))).toBe(NET / 2);
    expect(policyFeeAt(line, second)).toBe(NET);
    expect(policyFeeAt(line, ms(second, 1))).toBe(NET);
  });

  it('never charges more than the price', () => {
    expect(policyFeeAt({ ...line, agentPrice: NET / 4 }, second)).toBe(NET / 4);
  });
});
