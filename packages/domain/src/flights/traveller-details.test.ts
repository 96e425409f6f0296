import { describe, expect, it } from 'vitest';
import { flightTravellerRows, type FlightTravellerDetail } from './travellers.ts';
import {
  ageBandMessage,
  commonDetailsErrors,
  COMMON_MESSAGES,
  passengerTypeForAge,
  passportValidityMessage,
  resizeTravellerRows,
  setTravellerDatePart,
  setTravellerField,
  travellerRowErrors,
  TRAVELLER_MESSAGES,
} from './traveller-details.ts';

const dates = { departure: '2027-03-10', lastTravel: '2027-03-20', today: '2026-11-26' };

function filled(
  type: FlightTravellerDetail['passengerType'],
  birth: [string, string, string],
): FlightTravellerDetail {
  return {
    paxId: 1,
    passengerType: type,
    gender: 'male',
    firstName: 'John',
    lastName: "O'Brien",
    nationality: 'GB',
    passportNumber: 'AB123456',
    birthDate: { year: birth[0], month: birth[1], day: birth[2] },
    passportExpiry: { day: '01', month: '01', year: '2030' },
  };
}

describe('age bands', () => {
  it('adult 12+, child 2-11, infant under 2', () => {
    expect(passengerTypeForAge(12)).toBe('ADT');
    expect(passengerTypeForAge(11)).toBe('CHD');
    expect(passengerTypeForAge(2)).toBe('CHD');
    expect(passengerTypeForAge(1)).toBe('INF');
    expect(passengerTypeForAge(0)).toBe('INF');
  });
  it('the type must match the age on the departure date', () => {
    expect(travellerRowErrors(filled('ADT', ['1990', '5', '4']), dates)).toEqual({});
    expect(travellerRowErrors(filled('ADT', ['2015', '3', '11']), dates).birthDate).toBe(
      ageBandMessage('ADT', dates.departure),
    );
    // 12 the day of departure: adult
    expect(travellerRowErrors(filled('ADT', ['2015', '3', '10']), dates)).toEqual({});
    expect(travellerRowErrors(filled('CHD', ['2020', '1', '1']), dates)).toEqual({});
    expect(travellerRowErrors(filled('CHD', ['2025', '6', '1']), dates).birthDate).toBe(
      'A child must be 2 to 11 years old on 10/03/2027.',
    );
    expect(travellerRowErrors(filled('INF', ['2026', '6', '1']), dates)).toEqual({});
  });
  it('an infant turning 2 before the last flight is refused with that date', () => {
    expect(travellerRowErrors(filled('INF', ['2025', '3', '15']), dates).birthDate).toBe(
      'An infant must be under 2 years old on 20/03/2027.',
    );
  });
  it('only a year gives 01-01; impossible or future dates have their message', () => {
    expect(travellerRowErrors(filled('ADT', ['1990', '', '']), dates)).toEqual({});
    expect(travellerRowErrors(filled('ADT', ['', '5', '4']), dates).birthDate).toBe(
      TRAVELLER_MESSAGES.birthDate,
    );
    expect(travellerRowErrors(filled('ADT', ['1990', '2', '30']), dates).birthDate).toBe(
      TRAVELLER_MESSAGES.notADate,
    );
    expect(travellerRowErrors(filled('INF', ['2027', '1', '1']), dates).birthDate).toBe(
      TRAVELLER_MESSAGES.bornInFuture,
    );
  });
});

describe('traveller fields', () => {
  it('every blank field has its message', () => {
    const [row] = flightTravellerRows({ adult: 1, children: 0, infant: 0 });
    expect(travellerRowErrors(row!, dates)).toEqual({
      gender: TRAVELLER_MESSAGES.gender,
      firstName: TRAVELLER_MESSAGES.firstName,
      lastName: TRAVELLER_MESSAGES.lastName,
      nationality: TRAVELLER_MESSAGES.nationality,
      passportNumber: TRAVELLER_MESSAGES.passportNumber,
      birthDate: TRAVELLER_MESSAGES.birthDate,
      passportExpiry: TRAVELLER_MESSAGES.passportExpiry,
    });
  });
  it('names in Latin letters, passport number format, passport valid after the last flight', () => {
    const row = { ...filled('ADT', ['1990', '1', '1']), firstName: 'Jürgen', passportNumber: 'A1' };
    const e = travellerRowErrors(row, dates);
    expect(e.firstName).toBe(TRAVELLER_MESSAGES.latin);
    expect(e.passportNumber).toBe(TRAVELLER_MESSAGES.passportFormat);
    const expiring = {
      ...filled('ADT', ['1990', '1', '1']),
      passportExpiry: { day: '20', month: '3', year: '2027' },
    };
    expect(travellerRowErrors(expiring, dates).passportExpiry).toBe(passportValidityMessage('2027-03-20'));
    expect(passportValidityMessage('2027-03-20')).toBe('The passport must be valid after 20/03/2027.');
  });
  it('edits set one field or one date part of one row', () => {
    const rows = flightTravellerRows({ adult: 2, children: 0, infant: 0 });
    const named = setTravellerField(rows, 1, 'firstName', 'Ann');
    expect(named[1]!.firstName).toBe('Ann');
    expect(named[0]!.firstName).toBe('');
    const dated = setTravellerDatePart(named, 1, 'passportExpiry', 'year', '2031');
    expect(dated[1]!.passportExpiry).toEqual({ year: '2031', month: '', day: '' });
  });
});

describe('rows from the counts', () => {
  it('adults, then children, then the extra infant rows; what was typed stays', () => {
    const rows = setTravellerField(
      flightTravellerRows({ adult: 1, children: 1, infant: 0 }),
      1,
      'firstName',
      'Kid',
    );
    const next = resizeTravellerRows(rows, { adult: 2, children: 1, infant: 1 });
    expect(next.map((r) => [r.paxId, r.passengerType])).toEqual([
      [1, 'ADT'],
      [2, 'ADT'],
      [3, 'CHD'],
      [4, 'INF'],
    ]);
    expect(next[2]!.firstName).toBe('Kid');
    expect(resizeTravellerRows(next, { adult: 1, children: 0, infant: 0 })).toHaveLength(1);
  });
});

describe('common details', () => {
  it('phone code, e-mail and contact number messages', () => {
    expect(commonDetailsErrors({ phoneCode: '', email: '', contactNo: '' })).toEqual({
      phoneCode: COMMON_MESSAGES.phoneCode,
      email: COMMON_MESSAGES.email,
      contactNo: COMMON_MESSAGES.contactNo,
    });
    expect(commonDetailsErrors({ phoneCode: '+971', email: 'a@b', contactNo: '12ab' })).toEqual({
      email: COMMON_MESSAGES.emailFormat,
      contactNo: COMMON_MESSAGES.contactFormat,
    });
    expect(
      commonDetailsErrors({ phoneCode: '+971', email: 'ops@agency.ae', contactNo: '50 123 4567' }),
    ).toEqual({});
  });
});
