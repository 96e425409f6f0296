import { describe, expect, it } from 'vitest';
import type { HotelContract } from '@portal/domain';
import { contractProblems, uncoveredNights } from './invariants.ts';

const sound: HotelContract = {
  id: 'c',
  hotelId: 'h',
  roomTypeId: 'r',
  rateCode: 'FLEX-BB',
  rateName: 'Flexible Rate',
  boardCode: 'BB',
  seasons: [
    {
      from: '2027-01-01',
      to: '2027-01-31',
      roomPrice: 50000,
      baseOccupancy: 2,
      extraAdult: 15000,
      extraBed: 10000,
    },
    {
      from: '2027-02-01',
      to: '2027-02-28',
      roomPrice: 40000,
      baseOccupancy: 2,
      extraAdult: 12000,
      extraBed: 10000,
    },
  ],
  childBands: [
    { minAge: 0, maxAge: 1, pricePerNight: 0 },
    { minAge: 2, maxAge: 11, pricePerNight: 5000 },
  ],
  mealSupplements: [{ boardCode: 'HB', adultPerNight: 9000, childPerNight: 4500 }],
  minStay: 1,
  releaseDays: 2,
  nationalitiesIncluded: [],
  nationalitiesExcluded: [],
  cancellation: [
    { daysBefore: 7, charge: { type: 'percentage', percent: 50 } },
    { daysBefore: 2, charge: { type: 'nights', nights: 1 } },
  ],
  promotions: [{ type: 'stay-pay', code: 'SP76', name: 'Stay 7 Pay 6', priority: 1, stay: 7, pay: 6 }],
  rateComments: '',
  priority: 10,
};

describe('contract checks used by the seed tests', () => {
  it('accept a sound contract', () => {
    expect(contractProblems(sound)).toEqual([]);
    expect(uncoveredNights(sound, '2027-01-30', '2027-02-02')).toEqual([]);
  });

  it('catch overlapping seasons, band gaps, wrong supplements and unordered cancellation', () => {
    const broken: HotelContract = {
      ...sound,
      seasons: [sound.seasons[0]!, { ...sound.seasons[1]!, from: '2027-01-31' }],
      childBands: [
        { minAge: 0, maxAge: 1, pricePerNight: 0 },
        { minAge: 3, maxAge: 11, pricePerNight: 5000 },
      ],
      mealSupplements: [{ boardCode: 'RO', adultPerNight: 100, childPerNight: 0 }],
      cancellation: [...sound.cancellation].reverse(),
    };
    expect(contractProblems(broken)).toEqual([
      'seasons 2027-01-01 and 2027-01-31 overlap',
      'child band 3-11 leaves a gap or overlaps',
      'meal supplement to RO from BB',
      'cancellation rules not by descending days',
    ]);
    expect(uncoveredNights({ ...sound, seasons: [sound.seasons[0]!] }, '2027-01-31', '2027-02-01')).toEqual([
      '2027-02-01',
    ]);
  });
});
