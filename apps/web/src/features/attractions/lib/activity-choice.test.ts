import { describe, expect, it } from 'vitest';
import { resetActivities } from '@portal/domain';
import type { ActivityDto, AttractionDetailsDto } from '@portal/contracts';
import {
  choiceErrors,
  stepCount,
  toCartItem,
  toOrderItem,
  toSelectionInput,
  type ActivityChoice,
} from './activity-choice';

const price = (agentPrice: number) => ({ agentPrice, sellPrice: agentPrice + 500 });

function activity(over: Partial<ActivityDto> = {}): ActivityDto {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'General admission',
    description: '',
    base: 'person',
    activityType: 'normal',
    ageBands: { adult: { from: 12 }, child: { from: 2, to: 11 }, infant: { from: 0, to: 1 } },
    adultPrice: price(15_000),
    childPrice: price(10_000),
    infantPrice: price(0),
    sharedTransferPrice: null,
    transferOptions: ['none'],
    vehicles: [],
    vatPercent: 5,
    b2bPromoAmountAdult: 1_000,
    b2bPromoAmountChild: 500,
    adultTicketCount: 40,
    childTicketCount: 10,
    infantTicketCount: null,
    commonTicketCount: null,
    isTimeSlot: false,
    ...over,
  };
}

function attraction(
  activities: ActivityDto[],
  over: Partial<AttractionDetailsDto> = {},
): AttractionDetailsDto {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    title: 'Dubai Frame',
    slug: 'dubai-frame',
    images: ['/attractions/dubai-frame.svg'],
    category: { _id: '33333333-3333-4333-8333-333333333333', name: 'Landmarks', slug: 'landmarks' },
    destination: { name: 'Dubai', slug: 'dubai' },
    bookingType: 'ticket',
    isApiConnected: false,
    rating: 4.6,
    reviewCount: 100,
    durationText: '1 hour',
    location: 'Zabeel Park',
    cancellationType: 'free',
    priceFrom: 15_000,
    priceFromMajor: 150,
    sellPriceFrom: 15_500,
    highlights: [],
    description: '',
    sections: [],
    cancellationPolicy: { type: 'free', hoursBefore: 24, feeType: null, fee: null, text: '' },
    availability: {
      bookingPriorDays: 0,
      availableWeekdays: [0, 1, 2, 3, 4, 5, 6],
      offDates: ['2030-01-12'],
      customDateFrom: null,
      openingTime: null,
      closingTime: null,
      pricedOn: '2030-01-10',
      customDateTo: null,
      bookableDates: [],
    },
    ticketCount: 50,
    ticketStatus: 'available',
    activities,
    ...over,
  };
}

const NOW = new Date('2030-01-01T08:00:00Z');

function loaded(a: AttractionDetailsDto): ActivityChoice[] {
  return resetActivities<ActivityDto>(a).map((c) => ({ ...c, slotId: null }));
}

describe('activity choice', () => {
  it('starts per spec section 4: adult 1 with tickets, hourly at 1 hour', () => {
    const [withTickets, hourly] = loaded(
      attraction([activity(), activity({ _id: 'h', base: 'hourly', adultTicketCount: 0 })]),
    );
    expect(withTickets).toMatchObject({
      adult: 1,
      child: 0,
      infant: 0,
      transfer: 'none',
      date: null,
      hourCount: null,
    });
    expect(hourly).toMatchObject({ adult: 0, hourCount: 1 });
  });

  it('never lets infants exceed adults, and lowering adults caps infants', () => {
    let c = loaded(attraction([activity()]))[0]!;
    c = stepCount(c, 'infant', 1);
    expect(c.infant).toBe(1);
    expect(stepCount(c, 'infant', 1).infant).toBe(1);
    c = stepCount(c, 'adult', -1);
    expect([c.adult, c.infant]).toEqual([0, 0]);
    expect(stepCount(c, 'child', -1).child).toBe(0);
  });

  it('explains invalid choices with the server rules', () => {
    const a = attraction([activity()]);
    const c = loaded(a)[0]!;
    expect(choiceErrors(a, c, NOW).map((e) => e.message)).toEqual(['Choose a date.']);
    expect(choiceErrors(a, { ...c, date: '2030-01-12' }, NOW).map((e) => e.message)).toEqual([
      'Not available on this date.',
    ]);
    expect(choiceErrors(a, { ...c, date: '2029-12-30' }, NOW).map((e) => e.field)).toEqual(['date']);
    expect(choiceErrors(a, { ...c, date: '2030-01-05', adult: 0 }, NOW).map((e) => e.message)).toEqual([
      'Choose at least one adult or child.',
    ]);
    expect(choiceErrors(a, { ...c, date: '2030-01-05' }, NOW)).toEqual([]);
  });

  it('asks for a time slot on API-connected activities', () => {
    const a = attraction([activity({ isTimeSlot: true })], { isApiConnected: true });
    const c = { ...loaded(a)[0]!, date: '2030-01-05' };
    expect(choiceErrors(a, c, NOW).map((e) => e.field)).toEqual(['slot']);
    expect(choiceErrors(a, { ...c, slotId: 'slot-1' }, NOW)).toEqual([]);
  });

  it('builds the request, the cart line and the order line', () => {
    const a = attraction([activity({ base: 'hourly', activityType: 'normal', adultTicketCount: null })], {
      bookingType: 'booking',
    });
    const c = { ...loaded(a)[0]!, date: '2030-01-05', hourCount: 3, child: 2 };
    expect(toSelectionInput(c)).toEqual({
      activityId: c._id,
      date: '2030-01-05',
      adults: 1,
      children: 2,
      infants: 0,
      transferType: 'none',
      hours: 3,
      isPromoAdded: false,
    });
    const item = toCartItem(
      a,
      c,
      {
        activityId: c._id,
        date: '2030-01-05',
        lines: [],
        total: {
          subAgentMarkup: 0,
          vat: 0,
          promo: 0,
          clientMarkup: 0,
          agentPrice: 42_000,
          sellPrice: 43_000,
        },
        agentPrice: 42_000,
        agentPriceMajor: 420,
        sellPrice: 43_000,
        sellPriceMajor: 430,
        vehiclePlan: null,
        promo: 0,
        promoAvailable: 2_000,
        ticketsLeft: null,
      },
      null,
    );
    expect(item).toMatchObject({ _id: c._id, price: 42_000, hours: 3, child: 2, isPromoAdded: false });
    expect(toOrderItem(item)).toMatchObject({ activityId: c._id, hours: 3, expectedPrice: 42_000 });
  });
});
