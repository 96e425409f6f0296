import { describe, expect, it } from 'vitest';
import { chooseSeat, emptyAddOns, flightTravellerRows, setBaggageCount, setMealCount } from '@portal/domain';
import { bookingBody, bookingFormErrors, bookingTotal, serverFieldErrors } from './booking-form';

const dates = { departure: '2027-01-10', lastTravel: '2027-01-17', today: '2026-11-26' };

function travellers() {
  const rows = flightTravellerRows({ adult: 1, children: 0, infant: 1 });
  return rows.map((r, i) => ({
    ...r,
    gender: 'female',
    firstName: i === 0 ? ' Mary ' : 'Lily',
    lastName: 'Smith',
    nationality: 'GB',
    passportNumber: `P${1000 + i}X`,
    birthDate: i === 0 ? { year: '1985', month: '', day: '' } : { year: '2026', month: '3', day: '9' },
    passportExpiry: { year: '2032', month: '6', day: '30' },
  }));
}

describe('flight booking body', () => {
  it('composes dates from parts (only a year gives 01-01), trims names, adds the add-ons to the price', () => {
    let addOns = chooseSeat(
      emptyAddOns(),
      { segmentKey: 's1', seatCode: 'W', seatNumber: '12A', seatPrice: 3500 },
      '1',
    );
    const meal = {
      segmentKey: 's1',
      legKey: 's1',
      mealCode: 'VGML',
      mealInfo: 'Veg',
      mealPrice: 2000,
      from: 'DXB',
      to: 'LHR',
    };
    addOns = setMealCount(addOns, meal, '1', 2);
    addOns = setBaggageCount(
      addOns,
      { segmentKey: 's1', baggageCode: 'XB10', baggageInfo: '10 kg', baggagePrice: 9000 },
      '1',
      1,
    );
    const body = bookingBody({
      tbId: 'tb',
      fareAgentPrice: 150000,
      priceChangeAccepted: false,
      travellers: travellers(),
      common: { phoneCode: '+971', email: ' ops@agency.ae ', contactNo: '501234567' },
      addOns,
      paymentMethod: 'wallet',
      agentReferenceNumber: '  ',
    });
    expect(body.travellers[0]).toMatchObject({
      firstName: 'Mary',
      birthDate: '1985-01-01',
      passportExpiry: '2032-06-30',
    });
    expect(body.travellers[1]).toMatchObject({ passengerType: 'INF', birthDate: '2026-03-09' });
    expect(body.addons).toEqual({
      seats: [{ segmentKey: 's1', paxId: 1, seatNumber: '12A' }],
      meals: [{ segmentKey: 's1', paxId: 1, mealCode: 'VGML', count: 2 }],
      baggage: [{ segmentKey: 's1', paxId: 1, baggageCode: 'XB10', count: 1 }],
    });
    expect(body.expectedPrice).toBe(150000 + 3500 + 4000 + 9000);
    expect(bookingTotal(150000, emptyAddOns())).toBe(150000);
    expect(body.commonDetails.email).toBe('ops@agency.ae');
    expect('agentReferenceNumber' in body).toBe(false);
  });

  it('counts the field messages of every row and the common details', () => {
    const ok = bookingFormErrors(
      travellers(),
      { phoneCode: '+971', email: 'a@b.ae', contactNo: '501234567' },
      dates,
    );
    expect(ok.count).toBe(0);
    const blank = bookingFormErrors(
      flightTravellerRows({ adult: 1, children: 0, infant: 0 }),
      { phoneCode: '', email: '', contactNo: '' },
      dates,
    );
    expect(blank.count).toBe(7 + 3);
    expect(blank.common.email).toBe('Enter the e-mail address.');
  });

  it('maps server field errors onto travellers and contact fields', () => {
    const mapped = serverFieldErrors(
      {
        'travellers.1.birthDate': ['An infant must be under 2 years old on 17/01/2027.'],
        'commonDetails.email': ['Enter a valid e-mail address'],
        'addons.seats.0.seatNumber': ['Seat 12A on EK1 is taken.'],
      },
      2,
    );
    expect(mapped.travellers[1]!.birthDate).toBe('An infant must be under 2 years old on 17/01/2027.');
    expect(mapped.common.email).toBe('Enter a valid e-mail address');
    expect(mapped.other).toEqual(['Seat 12A on EK1 is taken.']);
  });
});
