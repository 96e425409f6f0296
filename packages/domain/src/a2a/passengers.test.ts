import { describe, expect, it } from 'vitest';
import {
  A2A_MAX_TRAVELLERS,
  emptyPassenger,
  infantCount,
  passengerProblems,
  passengerRows,
  travellerCount,
  type A2aPassengerRow,
} from './passengers.ts';

const adult = (patch: Partial<A2aPassengerRow> = {}): A2aPassengerRow => ({
  ...emptyPassenger(),
  title: 'Mr',
  firstName: 'Arun',
  lastName: 'Nair',
  nationality: 'IN',
  passportNo: 'K1234567',
  ...patch,
});
const withInfant = adult({
  title: 'Mrs',
  isInfant: true,
  infantDetails: { title: 'Miss', firstName: 'Diya', lastName: 'Nair', passportNo: 'K7654321' },
});

describe('a2a passenger rows', () => {
  it('has one row per traveller, default 1, keeping typed rows', () => {
    expect(passengerRows(0)).toHaveLength(1);
    expect(passengerRows(3)).toHaveLength(3);
    const typed = [adult({ firstName: 'Kept' })];
    const rows = passengerRows(2, typed);
    expect(rows[0]?.firstName).toBe('Kept');
    expect(rows[1]).toEqual(emptyPassenger());
    expect(passengerRows(1, [adult(), adult()])).toHaveLength(1);
    expect(travellerCount('abc')).toBe(1);
    expect(travellerCount(99)).toBe(A2A_MAX_TRAVELLERS);
  });

  it('accepts complete adults with an infant on an adult lap', () => {
    expect(passengerProblems([adult(), withInfant], { seatsLeft: 2, infantsLeft: 1 })).toEqual([]);
    expect(infantCount([adult(), withInfant])).toBe(1);
  });

  it('refuses a missing passport, an infant on a child, missing infant details', () => {
    const fields = (rows: A2aPassengerRow[]) => passengerProblems(rows).map((p) => `${p.index}:${p.field}`);
    expect(fields([adult({ passportNo: '' })])).toEqual(['0:passportNo']);
    expect(fields([adult({ passportNo: 'a b' })])).toEqual(['0:passportNo']);
    expect(fields([{ ...withInfant, title: 'Mstr' }])).toEqual(['0:isInfant']);
    expect(
      fields([{ ...withInfant, infantDetails: { ...withInfant.infantDetails, passportNo: '' } }]),
    ).toEqual(['0:infantDetails.passportNo']);
    expect(fields([])).toEqual(['-1:passengers']);
  });

  it('refuses more travellers than seats and more infants than infant places', () => {
    const seats = passengerProblems([adult(), adult(), adult()], { seatsLeft: 2, infantsLeft: 5 });
    expect(seats.map((p) => p.message)).toEqual(['Only 2 seat(s) left on this ticket']);
    const infants = passengerProblems([withInfant, withInfant], { seatsLeft: 5, infantsLeft: 1 });
    expect(infants.map((p) => p.message)).toEqual(['Only 1 infant place(s) left on this flight']);
    expect(passengerProblems([adult()], { seatsLeft: 0, infantsLeft: 0 })[0]?.message).toBe(
      'No seats left on this ticket',
    );
  });
});
