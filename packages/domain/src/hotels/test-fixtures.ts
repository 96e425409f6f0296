import { addDays, daysBetween } from '../plain-date.ts';
import { priceContract, type ContractPricingInput, type ContractSearch } from './contract-pricing.ts';
import type { Allotment, HotelContent, HotelContract, RateOffer, RoomPax, RoomTypeContent } from './types.ts';

/** Test data for the hotel rules: a Dubai beach hotel with one double room and its yearly contract. */

export const room: RoomTypeContent = {
  id: 'rt-deluxe',
  hotelId: 'h-jbh',
  name: 'Deluxe Sea View',
  maxAdults: 3,
  maxChildren: 2,
  maxOccupancy: 4,
  bedTypes: ['King'],
  maxExtraBeds: 1,
  amenities: ['Balcony'],
};

export const hotel: HotelContent = {
  id: 'h-jbh',
  name: 'Jumeirah Beach Hotel',
  chain: 'Jumeirah',
  starCategory: '5',
  accommodationType: 'resort',
  address: 'Jumeirah Beach Road',
  cityId: 'c-dxb',
  cityName: 'Dubai',
  areaId: 'a-jumeirah',
  areaName: 'Jumeirah',
  stateName: 'Dubai',
  countryCode: 'AE',
  countryName: 'United Arab Emirates',
  latitude: 25.14,
  longitude: 55.19,
  distanceFromCityCentreKm: 14,
  description: 'Wave-shaped resort on the beach.',
  amenities: ['Pool', 'Beach', 'Spa'],
  checkInTime: '15:00',
  checkOutTime: '12:00',
  timeZone: 'Asia/Dubai',
  images: [],
  phone: '+97143480000',
  allGuestDetailsRequired: false,
  roomTypes: [room],
};

/** Low season to the end of November, high season from 1 December; base 2 adults, room only. */
export const contract: HotelContract = {
  id: 'ct-1',
  hotelId: 'h-jbh',
  roomTypeId: 'rt-deluxe',
  rateCode: 'BAR',
  rateName: 'Flexible',
  boardCode: 'RO',
  seasons: [
    {
      from: '2026-11-01',
      to: '2026-11-30',
      roomPrice: 100_000,
      baseOccupancy: 2,
      extraAdult: 30_000,
      extraBed: 10_000,
    },
    {
      from: '2026-12-01',
      to: '2027-01-31',
      roomPrice: 150_000,
      baseOccupancy: 2,
      extraAdult: 40_000,
      extraBed: 15_000,
      minStay: 3,
    },
  ],
  childBands: [
    { minAge: 0, maxAge: 1, pricePerNight: 0 },
    { minAge: 2, maxAge: 11, pricePerNight: 20_000 },
  ],
  mealSupplements: [
    { boardCode: 'BB', adultPerNight: 5_000, childPerNight: 2_500 },
    { boardCode: 'HB', adultPerNight: 12_000, childPerNight: 6_000 },
  ],
  minStay: 1,
  releaseDays: 2,
  nationalitiesIncluded: [],
  nationalitiesExcluded: ['IL'],
  cancellation: [
    { daysBefore: 7, charge: { type: 'nights', nights: 1 } },
    { daysBefore: 2, charge: { type: 'percentage', percent: 100 } },
  ],
  promotions: [],
  rateComments: 'Tourism Dirham payable at the hotel.',
  priority: 0,
};

/** Free-sale rows for every night from `from` up to (not including) `to`. */
export function freeSale(from: string, to: string, roomTypeId = room.id): Allotment[] {
  return Array.from({ length: daysBetween(from, to) }, (_, i) => ({
    roomTypeId,
    date: addDays(from, i),
    type: 'free-sale' as const,
    count: 0,
    booked: 0,
  }));
}

/** 1 November 2026, 10:00 in Dubai. */
export const NOW = new Date('2026-11-01T06:00:00Z');

export const twoAdults: RoomPax = { noOfAdults: 2, noOfChildren: 0, childrenAges: [] };

/** Three nights in the low season, one room for two adults, British guests. */
export const search: ContractSearch = {
  fromDate: '2026-11-20',
  toDate: '2026-11-23',
  rooms: [twoAdults],
  nationality: 'GB',
};

/** A pricing input: the fixture contract, free sale on every night searched, booked at NOW. */
export function pricingInput(patch: Partial<ContractPricingInput> = {}): ContractPricingInput {
  const s = patch.search ?? search;
  return {
    hotel,
    roomType: room,
    contract,
    allotments: freeSale(s.fromDate, s.toDate),
    search: s,
    now: NOW,
    ...patch,
  };
}

export function offers(patch: Partial<ContractPricingInput> = {}): RateOffer[] {
  const result = priceContract(pricingInput(patch));
  if (!result.ok) throw new Error(`rejected: ${result.rejection.message}`);
  return result.offers;
}

export function rejection(patch: Partial<ContractPricingInput> = {}) {
  const result = priceContract(pricingInput(patch));
  if (result.ok) throw new Error('expected a rejection');
  return result.rejection;
}

export function board(list: readonly RateOffer[], code: string): RateOffer {
  const offer = list.find((o) => o.boardCode === code);
  if (!offer) throw new Error(`no ${code} offer`);
  return offer;
}
