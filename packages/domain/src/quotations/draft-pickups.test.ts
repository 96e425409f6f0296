import { describe, expect, it } from 'vitest';
import {
  addPickUp,
  clearPickUps,
  initialQuotationDraft,
  MAX_PICK_UPS,
  pickUpOptions,
  removePickUp,
  setPickUp,
  type QuotationFormDraft,
} from './index.ts';

const withHotel = (): QuotationFormDraft => {
  const d = initialQuotationDraft();
  return {
    ...d,
    arrivalAirport: { iata: 'DXB', terminalCode: '' },
    stays: [{ hotels: [{ ...d.stays[0]!.hotels[0]!, hotelId: 'h1', hotelName: 'Marina Hotel' }] }],
  };
};

describe('pick-up places', () => {
  it('offers the chosen hotels, then the airports in use', () => {
    expect(pickUpOptions(withHotel())).toEqual([
      { value: 'h1', label: 'Marina Hotel' },
      { value: 'DXB', label: 'Airport DXB' },
    ]);
    expect(
      pickUpOptions({ ...withHotel(), isHotelQuotationDisabled: true, isArrivalAirportDisabled: true }),
    ).toEqual([]);
  });

  it('adds up to the limit, edits one, removes one, and clears them all', () => {
    let d = withHotel();
    for (let i = 0; i < MAX_PICK_UPS + 2; i++) d = addPickUp(d);
    expect(d.pickUpPlaces).toHaveLength(MAX_PICK_UPS);
    d = setPickUp(d, 1, { placeId: 'h1', note: 'Lobby, 08:30' });
    expect(d.pickUpPlaces[1]).toEqual({ placeId: 'h1', note: 'Lobby, 08:30' });
    d = removePickUp(d, 0);
    expect(d.pickUpPlaces[0]).toEqual({ placeId: 'h1', note: 'Lobby, 08:30' });
    expect(clearPickUps(d).pickUpPlaces).toEqual([]);
    expect(initialQuotationDraft().pickUpPlaces).toEqual([]);
  });
});
