import { describe, expect, it } from 'vitest';
import type { AttractionCartItem } from '../attractions.slice';
import { checkoutFormSchema, orderBody, priceChanges, withNewPrices } from './checkout-form';

const item = (id: string, price: number): AttractionCartItem => ({
  _id: id,
  name: 'Entry',
  date: '2030-02-01',
  activityType: 'normal',
  base: 'person',
  adult: 1,
  child: 0,
  infant: 0,
  adultPrice: price,
  childPrice: 0,
  infantPrice: 0,
  price,
  isPromoAdded: true,
  b2bPromoAmountAdult: 0,
  b2bPromoAmountChild: 0,
  attractionId: 'a',
  attractionTitle: 'Dubai Frame',
  image: null,
  transferType: 'none',
  hours: null,
  vehicles: [],
  slot: { id: 'slot-1', label: '10:00 - 11:00' },
});

describe('checkout', () => {
  it('validates the lead traveller and upper-cases the country', () => {
    const ok = checkoutFormSchema.safeParse({
      leadTraveller: { name: 'Amal', email: 'amal@example.com', phone: '+971 50 123 4567', country: 'ae' },
      agentReferenceNumber: 'REF-1',
      paymentMethod: 'wallet',
    });
    expect(ok.success && ok.data.leadTraveller.country).toBe('AE');
    const bad = checkoutFormSchema.safeParse({
      leadTraveller: { name: '', email: 'x', phone: '12', country: '' },
      agentReferenceNumber: '',
      paymentMethod: 'wallet',
    });
    expect(bad.success).toBe(false);
  });

  it('sends every cart line with the price the agent saw', () => {
    const body = orderBody([item('x', 100)], {
      leadTraveller: { name: 'A', email: 'a@b.co', phone: '+97150000000', country: 'AE' },
      agentReferenceNumber: 'R',
      paymentMethod: 'card',
    });
    expect(body.items).toEqual([
      {
        activityId: 'x',
        date: '2030-02-01',
        adults: 1,
        children: 0,
        infants: 0,
        transferType: 'none',
        slotId: 'slot-1',
        isPromoAdded: true,
        expectedPrice: 100,
      },
    ]);
  });

  it('reads a PRICE_CHANGED answer and applies the new prices by position', () => {
    const error = {
      status: 409,
      data: {
        code: 'PRICE_CHANGED',
        prices: [{ index: 1, activityId: 'y', expectedPrice: 200, agentPrice: 250, sellPrice: 260 }],
      },
    };
    const prices = priceChanges(error)!;
    expect(withNewPrices([item('x', 100), item('y', 200)], prices).map((i) => i.price)).toEqual([100, 250]);
    expect(priceChanges({ status: 409, data: { code: 'CONFLICT' } })).toBeNull();
    expect(priceChanges({ status: 400 })).toBeNull();
  });
});

describe('card payments', () => {
  it('name the web app origin only for card payments', () => {
    const values = checkoutFormSchema.parse({
      leadTraveller: { name: 'A B', email: 'a@b.test', phone: '+971501234567', country: 'AE' },
      agentReferenceNumber: 'R-1',
      paymentMethod: 'card',
    });
    expect(orderBody([item('x', 100)], values, 'http://10.0.0.7:8080').returnOrigin).toBe(
      'http://10.0.0.7:8080',
    );
    expect(orderBody([item('x', 100)], { ...values, paymentMethod: 'wallet' }, 'http://x').returnOrigin).toBe(
      undefined,
    );
  });
});
