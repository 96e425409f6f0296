import { describe, expect, it } from 'vitest';
import { paymentLinkDueAt, paymentLinkState } from './payment-link.ts';

const now = new Date('2026-12-01T08:00:00Z');
const payBy = new Date('2026-12-10T06:00:00Z');
const link = {
  status: 'open' as const,
  amount: 110_00,
  agentPrice: 100_00,
  dueAt: new Date('2026-12-05T20:00:00Z'),
};
const order = { status: 'unpaid', payBy, totalSellPrice: 110_00, totalAgentPrice: 100_00 };

describe('paymentLinkState', () => {
  it('is open while the booking is unpaid, before the due instant, at the same price', () => {
    expect(paymentLinkState(link, order, now)).toBe('open');
  });
  it('keeps the stored paid and cancelled states whatever the booking is', () => {
    expect(paymentLinkState({ ...link, status: 'paid' }, { ...order, status: 'completed' }, now)).toBe(
      'paid',
    );
    expect(paymentLinkState({ ...link, status: 'cancelled' }, order, now)).toBe('cancelled');
  });
  it('is closed when the booking was paid, cancelled or ran past its last date for payment', () => {
    expect(paymentLinkState(link, { ...order, status: 'completed' }, now)).toBe('closed');
    expect(paymentLinkState(link, { ...order, status: 'cancelled' }, now)).toBe('closed');
    expect(paymentLinkState(link, { ...order, payBy: now }, now)).toBe('closed');
  });
  it('expires at its due instant', () => {
    expect(paymentLinkState(link, order, link.dueAt)).toBe('expired');
  });
  it('asks for a new link when the sell or the agent price changed', () => {
    expect(paymentLinkState(link, { ...order, totalSellPrice: 111_00 }, now)).toBe('price_changed');
    expect(paymentLinkState(link, { ...order, totalAgentPrice: 101_00 }, now)).toBe('price_changed');
  });
  it('a cart link (nothing booked yet) is open until its due instant or a price change is found', () => {
    expect(paymentLinkState(link, null, now)).toBe('open');
    expect(paymentLinkState(link, null, link.dueAt)).toBe('expired');
    expect(paymentLinkState({ ...link, priceChangedAt: now }, null, now)).toBe('price_changed');
  });
  it('a paid cart link whose booking could not be made is refunded', () => {
    expect(paymentLinkState({ ...link, status: 'paid', fulfilment: 'refunded' }, null, now)).toBe('refunded');
    expect(paymentLinkState({ ...link, status: 'paid', fulfilment: 'booking' }, null, now)).toBe('paid');
  });
});

describe('paymentLinkDueAt', () => {
  it('defaults to the booking’s last instant for payment', () => {
    expect(paymentLinkDueAt(payBy, undefined, now)).toEqual(payBy);
  });
  it('ends the chosen day at midnight Dubai time', () => {
    expect(paymentLinkDueAt(payBy, '2026-12-03', now)?.toISOString()).toBe('2026-12-03T20:00:00.000Z');
  });
  it('never runs past the booking’s last instant for payment', () => {
    expect(paymentLinkDueAt(payBy, '2026-12-20', now)).toEqual(payBy);
  });
  it('refuses a day already over', () => {
    expect(paymentLinkDueAt(payBy, '2026-11-30', now)).toBeNull();
  });
});
