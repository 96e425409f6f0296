import { describe, expect, it } from 'vitest';
import {
  addStayHotel,
  addStay,
  clearEmptyHotels,
  clearListFilters,
  excursionTypesFor,
  initialQuotationDraft,
  initialQuotationListFilters,
  privateVehiclesFor,
  removeStayHotel,
  removeStay,
  selectExcursion,
  setQuotationAdults,
  setQuotationChildAge,
  setQuotationChildren,
  setExcursionVehicles,
  setListFilters,
  setListSkip,
  setQuotationDates,
  setSectionDisabled,
  setTransferType,
  setTransferVehicles,
  unselectExcursion,
  updateStayHotel,
  withVehicleCount,
  withoutVehicle,
  type ExcursionOptionRef,
  type QuotationFormDraft,
} from './index.ts';

const sedan = { vehicle: 'sedan', count: 1 };
const slotTypes = (d: QuotationFormDraft, stay = 0) => d.transfer[stay]?.stays.map((s) => s.transferType);
const chosen = (d: QuotationFormDraft, stay: number, hotel: number, id: string) =>
  updateStayHotel(d, stay, hotel, { hotelId: id, hotelName: id });

/** A draft with a stay of two chosen hotels and transfers set to private, shared, private. */
function twoHotels(): QuotationFormDraft {
  let d = setQuotationDates(initialQuotationDraft(), {
    checkInDate: '2027-03-01',
    checkOutDate: '2027-03-06',
  });
  d = chosen(addStayHotel(chosen(d, 0, 0, 'h1'), 0), 0, 1, 'h2');
  d = setTransferType(d, 0, 0, 'private', [sedan]);
  d = setTransferType(d, 0, 1, 'shared');
  return setTransferType(d, 0, 2, 'private', [{ vehicle: 'van', count: 2 }]);
}

describe('initial draft and full reset (spec sections 4 and 9)', () => {
  it('is one empty stay, adults 2, children 0, AED, "Sir / Madam", every section enabled', () => {
    const d = initialQuotationDraft();
    expect(d).toMatchObject({
      clientName: 'Sir / Madam',
      noOfAdults: 2,
      noOfChildren: 0,
      childrenAges: [],
      quotationCurrency: 'AED',
      arrivalAirport: null,
      departureAirport: null,
      visa: null,
      excursions: [],
      supplements: [],
      isHotelQuotationDisabled: false,
      isTransferQuotationDisabled: false,
      isExcursionQuotationDisabled: false,
      isSupplimentQuotationDisabled: false,
      isVisaQuotaionsDisabled: false,
      isArrivalAirportDisabled: false,
      isDepartureAirportDisabled: false,
      isAlreadyBooked: false,
    });
    expect(d.stays).toHaveLength(1);
    expect(d.stays[0]?.hotels.map((h) => h.hotelId)).toEqual(['']);
    // One hotel row: two transfer slots, none chosen.
    expect(d.transfer).toEqual([
      {
        stayNo: 1,
        stays: [
          { transferType: 'without', vehicleTypes: [] },
          { transferType: 'without', vehicleTypes: [] },
        ],
      },
    ]);
  });

  it('gives a fresh object each time (a reset never shares state with the old draft)', () => {
    const a = initialQuotationDraft();
    a.childrenAges.push(3);
    expect(initialQuotationDraft().childrenAges).toEqual([]);
  });
});

describe('party', () => {
  it('adding children pushes age 4 each; fewer trims; zero clears', () => {
    let d = setQuotationChildren(initialQuotationDraft(), 2);
    expect(d.childrenAges).toEqual([4, 4]);
    d = setQuotationChildAge(d, 0, 7);
    d = setQuotationChildAge(d, 1, 0);
    d = setQuotationChildren(d, 3);
    expect(d.childrenAges).toEqual([7, 0, 4]);
    expect(d.noOfChildren).toBe(3);
    d = setQuotationChildren(d, 1);
    expect(d.childrenAges).toEqual([7]);
    d = setQuotationChildren(d, 0);
    expect(d).toMatchObject({ noOfChildren: 0, childrenAges: [] });
  });

  it('keeps children 0..20, ages 0..11 and at least one adult', () => {
    expect(setQuotationChildren(initialQuotationDraft(), 25).childrenAges).toHaveLength(20);
    expect(setQuotationChildren(initialQuotationDraft(), -1).noOfChildren).toBe(0);
    const d = setQuotationChildren(initialQuotationDraft(), 1);
    expect(setQuotationChildAge(d, 0, 14).childrenAges).toEqual([11]);
    expect(setQuotationChildAge(d, 5, 3)).toBe(d);
    expect(setQuotationAdults(d, 0).noOfAdults).toBe(1);
    expect(setQuotationAdults(d, 3).noOfAdults).toBe(3);
  });
});

describe('dates', () => {
  it('hotel dates still equal to the quotation dates follow them; changed ones stay', () => {
    let d = twoHotels();
    expect(d.stays[0]?.hotels.map((h) => [h.checkInDate, h.checkOutDate])).toEqual([
      ['2027-03-01', '2027-03-06'],
      ['2027-03-06', '2027-03-06'],
    ]);
    d = updateStayHotel(d, 0, 0, { checkOutDate: '2027-03-03' });
    d = setQuotationDates(d, { checkInDate: '2027-03-02', checkOutDate: '2027-03-08' });
    expect(d.stays[0]?.hotels.map((h) => [h.checkInDate, h.checkOutDate])).toEqual([
      ['2027-03-02', '2027-03-03'],
      ['2027-03-06', '2027-03-08'],
    ]);
  });
});

describe('sections: switching one off clears its selections', () => {
  const option: ExcursionOptionRef = {
    _id: 'e1',
    excursionType: 'ticket',
    sharedTransfer: true,
    privateVehicles: [],
  };

  it('excursions, supplements, visa', () => {
    let d = selectExcursion(initialQuotationDraft(), 'excursions', option);
    d = selectExcursion(d, 'supplements', option);
    d = { ...d, visa: { visaId: 'v', nationalityId: 'n' } };
    d = setSectionDisabled(d, 'excursion', true);
    expect(d).toMatchObject({ isExcursionQuotationDisabled: true, excursions: [] });
    expect(d.supplements).toHaveLength(1);
    d = setSectionDisabled(d, 'supplement', true);
    expect(d).toMatchObject({ isSupplimentQuotationDisabled: true, supplements: [] });
    d = setSectionDisabled(d, 'visa', true);
    expect(d).toMatchObject({ isVisaQuotaionsDisabled: true, visa: null });
    expect(setSectionDisabled(d, 'visa', false).visa).toBeNull();
  });

  it('transfers off empties the list; back on rebuilds it without choices', () => {
    let d = setSectionDisabled(twoHotels(), 'transfer', true);
    expect(d.transfer).toEqual([]);
    d = setSectionDisabled(d, 'transfer', false);
    expect(slotTypes(d)).toEqual(['without', 'without', 'without']);
  });

  it('hotels off (or already booked) drops the stays and switches transfers off; back on gives one empty stay', () => {
    let d = setSectionDisabled(twoHotels(), 'hotel', true);
    expect(d).toMatchObject({ stays: [], transfer: [], isTransferQuotationDisabled: true });
    // Transfers run to and from the hotels: they cannot come back on without them.
    expect(setSectionDisabled(d, 'transfer', false)).toBe(d);
    d = setSectionDisabled(d, 'hotel', false);
    expect(d.stays.map((s) => s.hotels.map((h) => h.hotelId))).toEqual([['']]);
    expect(d.isTransferQuotationDisabled).toBe(true);
    d = setSectionDisabled(d, 'transfer', false);
    expect(slotTypes(d)).toEqual(['without', 'without']);
    d = setSectionDisabled(d, 'alreadyBooked', true);
    expect(d).toMatchObject({
      isAlreadyBooked: true,
      stays: [],
      transfer: [],
      isTransferQuotationDisabled: true,
    });
  });

  it('an airport switched off is cleared and its slot has no transfer', () => {
    let d: QuotationFormDraft = { ...twoHotels(), arrivalAirport: { iata: 'DXB', terminalCode: 'T3' } };
    d = setSectionDisabled(d, 'arrivalAirport', true);
    expect(d.arrivalAirport).toBeNull();
    expect(slotTypes(d)).toEqual(['without', 'shared', 'private']);
    expect(setTransferType(d, 0, 0, 'shared')).toBe(d);
    d = setSectionDisabled(d, 'departureAirport', true);
    expect(slotTypes(d)).toEqual(['without', 'shared', 'without']);
  });
});

describe('stays and the transfer list built from them', () => {
  it('one slot more than the hotels of each stay, numbered per stay', () => {
    let d = addStay(twoHotels());
    expect(d.stays).toHaveLength(2);
    expect(d.transfer.map((t) => [t.stayNo, t.stays.length])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    d = addStayHotel(d, 1);
    d = addStayHotel(d, 1);
    expect(d.transfer[1]?.stays).toHaveLength(4);
    d = removeStay(d, 0);
    expect(d.transfer.map((t) => [t.stayNo, t.stays.length])).toEqual([[1, 4]]);
  });

  it('at most 4 stay options and 6 hotels a stay', () => {
    let d = initialQuotationDraft();
    for (let i = 0; i < 6; i += 1) d = addStay(d);
    expect(d.stays).toHaveLength(4);
    for (let i = 0; i < 8; i += 1) d = addStayHotel(d, 0);
    expect(d.stays[0]?.hotels).toHaveLength(6);
    expect(d.transfer[0]?.stays).toHaveLength(7);
  });

  it('adding a hotel keeps the airport slots’ choices at the two ends', () => {
    const d = addStayHotel(twoHotels(), 0);
    expect(slotTypes(d)).toEqual(['private', 'shared', 'without', 'private']);
    expect(d.transfer[0]?.stays[3]?.vehicleTypes).toEqual([{ vehicle: 'van', count: 2 }]);
    // The new hotel checks in when the previous one checks out.
    expect(d.stays[0]?.hotels[2]?.checkInDate).toBe('2027-03-06');
  });

  it('removing a hotel drops one slot next to it, keeping the airport ones', () => {
    expect(slotTypes(removeStayHotel(twoHotels(), 0, 1))).toEqual(['private', 'private']);
    expect(slotTypes(removeStayHotel(twoHotels(), 0, 0))).toEqual(['private', 'private']);
    expect(removeStayHotel(twoHotels(), 0, 0).stays[0]?.hotels.map((h) => h.hotelId)).toEqual(['h2']);
  });

  it('clears empty hotels from stays', () => {
    let d = addStayHotel(twoHotels(), 0);
    d = addStay(d);
    d = clearEmptyHotels(d);
    expect(d.stays.map((s) => s.hotels.map((h) => h.hotelId))).toEqual([['h1', 'h2'], []]);
    expect(d.transfer.map((t) => t.stays.length)).toEqual([3, 1]);
    expect(slotTypes(d)).toEqual(['private', 'shared', 'private']);
  });
});

describe('transfer type and vehicles', () => {
  it('leaving Private clears the vehicles; Private starts with the given vehicles', () => {
    let d = twoHotels();
    expect(d.transfer[0]?.stays[0]).toEqual({ transferType: 'private', vehicleTypes: [sedan] });
    d = setTransferType(d, 0, 0, 'shared');
    expect(d.transfer[0]?.stays[0]).toEqual({ transferType: 'shared', vehicleTypes: [] });
    d = setTransferType(d, 0, 0, 'private', [{ vehicle: 'coach', count: 1 }]);
    expect(d.transfer[0]?.stays[0]?.vehicleTypes).toEqual([{ vehicle: 'coach', count: 1 }]);
  });

  it('sets or adds vehicle counts; a zero count is ignored; only on private slots', () => {
    let d = twoHotels();
    d = setTransferVehicles(d, 0, 0, (l) => withVehicleCount(l, 'sedan', 3));
    d = setTransferVehicles(d, 0, 0, (l) => withVehicleCount(l, 'van', 1));
    d = setTransferVehicles(d, 0, 0, (l) => withVehicleCount(l, 'van', 0));
    expect(d.transfer[0]?.stays[0]?.vehicleTypes).toEqual([
      { vehicle: 'sedan', count: 3 },
      { vehicle: 'van', count: 1 },
    ]);
    d = setTransferVehicles(d, 0, 0, (l) => withoutVehicle(l, 'sedan'));
    expect(d.transfer[0]?.stays[0]?.vehicleTypes).toEqual([{ vehicle: 'van', count: 1 }]);
    expect(setTransferVehicles(d, 0, 1, (l) => withVehicleCount(l, 'van', 1))).toBe(d);
  });

  it('private vehicles start with the first seating the party, else enough of the largest', () => {
    const fleet = [
      { _id: 'sedan', capacity: 3 },
      { _id: 'van', capacity: 6 },
    ];
    expect(privateVehiclesFor(fleet, 2)).toEqual([{ vehicle: 'sedan', count: 1 }]);
    expect(privateVehiclesFor(fleet, 5)).toEqual([{ vehicle: 'van', count: 1 }]);
    expect(privateVehiclesFor(fleet, 13)).toEqual([{ vehicle: 'van', count: 3 }]);
    expect(privateVehiclesFor([], 2)).toEqual([]);
  });
});

describe('excursions and supplements', () => {
  const ticket: ExcursionOptionRef = {
    _id: 'desert',
    excursionType: 'ticket',
    sharedTransfer: true,
    privateVehicles: [
      { _id: 'car', capacity: 4 },
      { _id: 'bus', capacity: 12 },
    ],
  };
  const transfer: ExcursionOptionRef = {
    _id: 'city',
    excursionType: 'transfer',
    sharedTransfer: false,
    privateVehicles: [],
  };

  it('offers Shared only with a shared transfer and Private only with vehicles', () => {
    expect(excursionTypesFor(ticket)).toEqual(['Ticket', 'Shared', 'Private']);
    expect(excursionTypesFor(transfer)).toEqual(['TicketWithTransfer']);
  });

  it('defaults to Ticket for ticket excursions, TicketWithTransfer otherwise', () => {
    let d = selectExcursion(initialQuotationDraft(), 'excursions', ticket);
    d = selectExcursion(d, 'excursions', transfer);
    expect(d.excursions).toEqual([
      { activityId: 'desert', selectedExcursionType: 'Ticket', vehicleType: [] },
      { activityId: 'city', selectedExcursionType: 'TicketWithTransfer', vehicleType: [] },
    ]);
    // A type the excursion does not offer falls back to its default.
    expect(selectExcursion(d, 'excursions', transfer, 'Private').excursions[1]?.selectedExcursionType).toBe(
      'TicketWithTransfer',
    );
  });

  it('Private takes vehicles seating the party; leaving Private empties them', () => {
    let d = setQuotationChildren(setQuotationAdults(initialQuotationDraft(), 4), 1);
    d = selectExcursion(d, 'supplements', ticket, 'Private');
    expect(d.supplements).toEqual([
      { activityId: 'desert', selectedExcursionType: 'Private', vehicleType: [{ vehicle: 'bus', count: 1 }] },
    ]);
    d = setExcursionVehicles(d, 'supplements', 'desert', (l) => withVehicleCount(l, 'car', 2));
    d = setExcursionVehicles(d, 'supplements', 'desert', (l) => withVehicleCount(l, 'bus', 0));
    expect(d.supplements[0]?.vehicleType).toEqual([
      { vehicle: 'bus', count: 1 },
      { vehicle: 'car', count: 2 },
    ]);
    d = selectExcursion(d, 'supplements', ticket, 'Shared');
    expect(d.supplements[0]).toEqual({
      activityId: 'desert',
      selectedExcursionType: 'Shared',
      vehicleType: [],
    });
    expect(d.excursions).toEqual([]);
  });

  it('unselecting drops it with its vehicles', () => {
    let d = selectExcursion(initialQuotationDraft(), 'excursions', ticket, 'Private');
    d = selectExcursion(d, 'excursions', transfer);
    d = unselectExcursion(d, 'excursions', 'desert');
    expect(d.excursions.map((e) => e.activityId)).toEqual(['city']);
  });
});

describe('quotation list filters', () => {
  it('starts at skip 0, limit 10', () => {
    expect(initialQuotationListFilters()).toEqual({
      dateFrom: '',
      dateTo: '',
      quotationNumber: '',
      skip: 0,
      limit: 10,
    });
  });

  it('changing a filter resets skip to 0; clearing sets limit 10 and skip 0', () => {
    let s = setListSkip({ ...initialQuotationListFilters(), limit: 25 }, 50);
    expect(s.skip).toBe(50);
    s = setListFilters(s, { quotationNumber: 'QTN-7' });
    expect(s).toMatchObject({ quotationNumber: 'QTN-7', skip: 0, limit: 25 });
    s = setListFilters(setListSkip(s, 20), { dateFrom: '2027-01-01' });
    expect(s.skip).toBe(0);
    expect(clearListFilters()).toEqual({ dateFrom: '', dateTo: '', quotationNumber: '', skip: 0, limit: 10 });
  });
});
