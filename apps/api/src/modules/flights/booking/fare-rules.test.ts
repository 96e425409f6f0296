import { describe, expect, it } from 'vitest';
import { cancellationPolicy, changeText, refundText, type StoredFare } from './fare-rules.ts';
import { routeOf } from './pricing.ts';

const fare = (over: Partial<StoredFare> = {}): StoredFare => ({
  family: 'Economy Flex',
  cabin: 'economy',
  bookingClass: 'M',
  baggage: { checkedKg: 30, cabinKg: 7 },
  refundable: true,
  changeFee: 10_000,
  cancelFee: 30_000,
  ...over,
});
const now = new Date('2026-11-26T08:00:00Z');
const departs = new Date('2026-12-26T03:15:00Z');

describe('fare rules in words', () => {
  it('tells change and refund conditions with the fees per passenger', () => {
    expect(changeText(fare())).toBe(
      'Date changes before departure: AED 100.00 per passenger plus any fare difference.',
    );
    expect(changeText(fare({ changeFee: 0 }))).toBe(
      'Date changes free of charge before departure (any fare difference is paid).',
    );
    expect(refundText(fare())).toBe(
      'Refundable before departure less AED 300.00 per passenger; seats, meals and extra baggage are not refundable. No refund after departure.',
    );
    expect(refundText(fare({ cancelFee: 0 }))).toMatch(/^Fully refundable before departure;/);
    expect(refundText(fare({ refundable: false, cancelFee: null }))).toBe(
      'Non-refundable: cancelling refunds nothing. Seats, meals and extra baggage are not refundable.',
    );
  });
});

describe('cancellation policy on the line', () => {
  it('the fee per seated passenger plus the add-ons until departure, everything from departure', () => {
    expect(
      cancellationPolicy(fare(), {
        agentPrice: 500_000,
        addons: 12_000,
        seated: 3,
        now,
        firstDepartureAt: departs,
      }),
    ).toEqual([
      { from: now.toISOString(), fee: 3 * 30_000 + 12_000 },
      { from: departs.toISOString(), fee: 500_000 },
    ]);
  });

  it('never above the price; a non-refundable fare costs everything at once', () => {
    const args = { agentPrice: 50_000, addons: 0, seated: 3, now, firstDepartureAt: departs };
    expect(cancellationPolicy(fare(), args)[0]!.fee).toBe(50_000);
    expect(
      cancellationPolicy(fare({ refundable: false, cancelFee: null }), { ...args, agentPrice: 90_000 })[0],
    ).toEqual({
      from: now.toISOString(),
      fee: 90_000,
    });
  });
});

describe('routeOf', () => {
  it('joins the journeys, repeating a point only when the trip jumps', () => {
    expect(
      routeOf([
        { from: 'DXB', to: 'LHR' },
        { from: 'LHR', to: 'DXB' },
      ]),
    ).toBe('DXB-LHR-DXB');
    expect(routeOf([{ from: 'DXB', to: 'LHR' }])).toBe('DXB-LHR');
    expect(
      routeOf([
        { from: 'DXB', to: 'LHR' },
        { from: 'CDG', to: 'DXB' },
      ]),
    ).toBe('DXB-LHR-CDG-DXB');
  });
});
