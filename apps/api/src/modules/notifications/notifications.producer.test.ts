import { describe, expect, it } from 'vitest';
import { draftOfEvent } from './notifications.producer.ts';

const event = (over: Partial<Parameters<typeof draftOfEvent>[0]>) => ({
  id: 7,
  lineId: null,
  status: 'completed',
  note: null,
  orderId: '00000000-0000-4000-8000-000000000001',
  agentId: '00000000-0000-4000-8000-000000000002',
  product: 'hotel',
  referenceNumber: 'HTL-ABC',
  title: 'Palm Hotel - Suite',
  ...over,
});

describe('what a booking event notifies', () => {
  it('an order completed: booking confirmed, once per event', () => {
    expect(draftOfEvent(event({}))).toMatchObject({ kind: 'booking_confirmed', source: 'event:7' });
  });
  it('cancelled by the pay-later job: cancelled for non-payment; by the agent: nothing', () => {
    expect(
      draftOfEvent(
        event({ status: 'cancelled', note: 'Cancelled automatically: unpaid at the last date for payment' }),
      ),
    ).toMatchObject({ kind: 'cancelled_unpaid' });
    expect(draftOfEvent(event({ status: 'cancelled', note: 'Fee AED 0.00, refund AED 10.00' }))).toBeNull();
  });
  it('a line confirmed with a number: the supplier confirmation', () => {
    const draft = draftOfEvent(
      event({
        lineId: '00000000-0000-4000-8000-000000000003',
        status: 'booking confirmed',
        note: 'Confirmation CN-99',
      }),
    );
    expect(draft).toMatchObject({ kind: 'supplier_confirmation' });
    expect(draft?.body).toContain('Confirmation number CN-99');
  });
  it('words the mail in Arabic for an Arabic reader; the English words stay those of the notification', () => {
    const draft = draftOfEvent(
      event({
        lineId: '00000000-0000-4000-8000-000000000003',
        status: 'booking confirmed',
        note: 'Confirmation CN-99',
      }),
    );
    const ar = draft?.localized?.('ar');
    expect(ar?.title).toBe('رقم التأكيد للحجز \u2068HTL-ABC\u2069');
    expect(ar?.body).toBe('وصل رقم التأكيد \u2068CN-99\u2069 لحجزكم \u2068HTL-ABC (Palm Hotel - Suite)\u2069.');
    expect(draft?.localized?.('en')).toEqual({ title: draft?.title, body: draft?.body });
  });
  it('other events: nothing', () => {
    expect(draftOfEvent(event({ status: 'unpaid' }))).toBeNull();
    expect(draftOfEvent(event({ lineId: 'x', status: 'booking booked' }))).toBeNull();
  });
});
