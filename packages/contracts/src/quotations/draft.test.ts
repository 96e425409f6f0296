import { describe, expect, it } from 'vitest';
import { quotationDraftInput } from './draft.ts';

const base = {
  noOfAdults: 2,
  checkInDate: '2027-01-10',
  checkOutDate: '2027-01-13',
  nationality: 'in',
  isArrivalAirportDisabled: true,
  isDepartureAirportDisabled: true,
  isHotelQuotationDisabled: true,
  isTransferQuotationDisabled: true,
  visa: {
    visaId: '0b0e4c39-5b0a-4a43-8a3f-0b8f2f0c1a11',
    nationalityId: '1b0e4c39-5b0a-4a43-8a3f-0b8f2f0c1a11',
  },
};

const messages = (input: unknown) => {
  const r = quotationDraftInput.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('quotation draft input', () => {
  it('fills the spec defaults: "Sir / Madam", AED, no children, FIT', () => {
    const d = quotationDraftInput.parse({ ...base, clientName: '  ' });
    expect([d.clientName, d.quotationCurrency, d.noOfChildren, d.childrenAges, d.nationality]).toEqual([
      'Sir / Madam',
      'AED',
      0,
      [],
      'IN',
    ]);
  });

  it('answers issues, never throws, for malformed dates and lists', () => {
    expect(() => quotationDraftInput.safeParse({ ...base, checkInDate: '', stays: 'x' })).not.toThrow();
    expect(messages({ ...base, checkInDate: '' })).toMatchObject({ checkInDate: 'Choose the arrival date' });
    expect(() =>
      quotationDraftInput.safeParse({ ...base, stays: [{ hotels: [{ checkInDate: 'no' }] }] }),
    ).not.toThrow();
  });

  it('checks children ages, the date order and the 90-night limit', () => {
    expect(messages({ ...base, noOfChildren: 1 })).toEqual({ childrenAges: 'Choose the age of every child' });
    expect(messages({ ...base, checkOutDate: '2027-01-10' })).toEqual({
      checkOutDate: 'The departure date must be after the arrival date',
    });
    expect(messages({ ...base, checkOutDate: '2027-04-11' })).toEqual({
      checkOutDate: 'A quotation covers at most 90 nights',
    });
  });

  it('needs airports unless switched off, and a service', () => {
    expect(messages({ ...base, isArrivalAirportDisabled: false })).toEqual({
      arrivalAirport: 'Choose the arrival airport',
    });
    expect(messages({ ...base, isVisaQuotaionsDisabled: true, visa: null })).toEqual({
      isHotelQuotationDisabled: 'A quotation needs at least one service',
    });
  });
});
