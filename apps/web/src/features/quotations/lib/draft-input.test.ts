import { describe, expect, it } from 'vitest';
import {
  initialQuotationDraft,
  setQuotationAdults,
  setQuotationChildren,
  setQuotationDates,
  setSectionDisabled,
  updateStayHotel,
  addStay,
  type QuotationFormDraft,
} from '@portal/domain';
import { draftErrors, fromAmendment, previewInput, toDraftInput } from './draft-input';
import { ids, testAmendment } from './test-amendment';

const cities = [
  { _id: ids.dubai, cityName: 'Dubai', countryName: 'United Arab Emirates', propertyCount: 10 },
  { _id: ids.abuDhabi, cityName: 'Abu Dhabi', countryName: 'United Arab Emirates', propertyCount: 5 },
];

/** A complete draft: dates, airports, one chosen hotel, visa off. */
function complete(): QuotationFormDraft {
  let d = setQuotationDates(initialQuotationDraft(), {
    checkInDate: '2027-03-01',
    checkOutDate: '2027-03-04',
  });
  d = updateStayHotel(d, 0, 0, { hotelId: ids.marina, hotelName: 'Marina Hotel', cityId: ids.dubai });
  d = setSectionDisabled(d, 'visa', true);
  return {
    ...d,
    arrivalAirport: { iata: 'DXB', terminalCode: 'T3' },
    departureAirport: { iata: 'DXB', terminalCode: null },
  };
}

describe('toDraftInput', () => {
  it('sends the contract fields only, the agent country when no nationality was picked', () => {
    const input = toDraftInput(complete(), 'AE');
    expect(input.nationality).toBe('AE');
    expect(input.stays).toEqual([
      {
        hotels: [
          {
            hotelId: ids.marina,
            roomTypeId: null,
            boardTypeCode: null,
            checkInDate: '2027-03-01',
            checkOutDate: '2027-03-04',
          },
        ],
      },
    ]);
    expect(draftErrors(input)).toEqual({});
  });

  it('sends nothing for a section switched off and no custom markup unless on', () => {
    const d = { ...complete(), customMarkup: 25, isAlreadyBooked: true, hotelDisabledRemark: 'Own villa' };
    const input = toDraftInput(d, 'AE');
    expect(input.stays).toEqual([]);
    expect(input.hotelDisabledRemark).toBe('Own villa');
    expect(input.customMarkup).toBe(0);
    expect(toDraftInput({ ...d, isCustomMarkup: true }, 'AE').customMarkup).toBe(25);
  });
});

describe('draftErrors: the contract rules, keyed by field path', () => {
  it('names what a fresh draft is missing', () => {
    const errors = draftErrors(toDraftInput(initialQuotationDraft(), ''));
    expect(errors).toMatchObject({
      checkInDate: 'Choose the arrival date',
      checkOutDate: 'Choose the departure date',
      nationality: 'Choose the nationality',
      'stays.0.hotels.0.hotelId': 'Choose the hotel',
    });
  });

  it('runs the cross-field rules once the fields are valid', () => {
    const d = { ...complete(), arrivalAirport: null, isVisaQuotaionsDisabled: false };
    const dates = setQuotationDates(d, { checkOutDate: '2027-03-01' });
    const errors = draftErrors(toDraftInput(dates, 'AE'));
    expect(errors).toMatchObject({
      arrivalAirport: 'Choose the arrival airport',
      visa: 'Choose the visa, or switch visas off',
      checkOutDate: 'The departure date must be after the arrival date',
    });
  });

  it('checks one age per child', () => {
    const d = { ...setQuotationChildren(setQuotationAdults(complete(), 1), 2), childrenAges: [4] };
    expect(draftErrors(toDraftInput(d, 'AE')).childrenAges).toBe('Choose the age of every child');
  });
});

describe('previewInput', () => {
  it('is null until the draft is complete enough, then leaves out hotels not chosen yet', () => {
    expect(previewInput(initialQuotationDraft(), 'AE')).toBeNull();
    const d = addStay(complete());
    const input = previewInput(d, 'AE');
    expect(input?.stays).toHaveLength(1);
    expect(input?.transfer?.map((t) => t.stays.length)).toEqual([2]);
  });
});

describe('fromAmendment (the edit page)', () => {
  it('loads the amendment draft with hotel names and cities from its priced stays', () => {
    const d = fromAmendment(testAmendment(), cities);
    expect(d.stays[0]?.hotels.map((h) => [h.hotelName, h.cityId, h.roomTypeId])).toEqual([
      ['Marina Hotel', ids.dubai, ids.room],
      ['Corniche Hotel', ids.abuDhabi, null],
    ]);
    expect(d).toMatchObject({
      clientName: 'Ms Lina Haddad',
      noOfChildren: 1,
      childrenAges: [4],
      quotationCurrency: 'USD',
    });
    expect(d.transfer[0]?.stays.map((s) => s.transferType)).toEqual(['private', 'shared', 'without']);
  });

  it('round-trips: the loaded draft sends the amendment draft back', () => {
    const a = testAmendment();
    expect(toDraftInput(fromAmendment(a, cities), 'AE')).toEqual(a.draft);
  });
});
