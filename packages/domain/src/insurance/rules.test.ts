import { describe, expect, it } from 'vitest';
import {
  ageOn,
  bandIndex,
  destinationProblem,
  personPremium,
  premiumByPerson,
  priceTableProblem,
  quotePolicyCancellation,
  quoteProblems,
  tripDays,
} from './rules.ts';
import { person, TEST_PLAN } from './test-fixtures.ts';
import type { InsuranceGeneralData } from './types.ts';

const TODAY = '2026-11-26';
const general = (over: Partial<InsuranceGeneralData> = {}): InsuranceGeneralData => ({
  plan: TEST_PLAN.code,
  residence: 'AE',
  destination: 'FR',
  travelFrom: '2026-12-10',
  travelTo: '2026-12-20',
  travelType: 'SG',
  ...over,
});
const messages = (g: InsuranceGeneralData, people = [person()]) =>
  quoteProblems(TEST_PLAN, g, people, TODAY).map((p) => p.message);

describe('trip length and age', () => {
  it('counts both ends of the trip', () => {
    expect(tripDays('2026-12-10', '2026-12-10')).toBe(1);
    expect(tripDays('2026-12-28', '2027-01-03')).toBe(7);
  });
  it('ages in whole years on the first day of cover', () => {
    expect(ageOn('1990-12-10', '2026-12-10')).toBe(36);
    expect(ageOn('1990-12-11', '2026-12-10')).toBe(35);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });
});

describe('quote problems (issue 16 section 3)', () => {
  it('accepts a valid single trip', () => {
    expect(messages(general())).toEqual([]);
  });
  it('refuses a trip ending before it starts', () => {
    expect(messages(general({ travelTo: '2026-12-09' }))).toEqual(['The trip cannot end before it starts']);
  });
  it('refuses a trip longer than the plan allows', () => {
    expect(messages(general({ travelTo: '2027-03-15' }))).toEqual([
      'Test Schengen covers trips of at most 92 days',
    ]);
    // 92 days exactly is fine.
    expect(messages(general({ travelFrom: '2026-12-01', travelTo: '2027-03-02' }))).toEqual([]);
  });
  it('refuses a trip starting in the past, and cover bought more than a year ahead', () => {
    expect(messages(general({ travelFrom: '2026-11-25' }))).toContain('The trip cannot start in the past');
    expect(messages(general({ travelFrom: '2027-12-01', travelTo: '2027-12-05' }))).toEqual([
      'Cover can be bought at most 365 days before the trip starts',
    ]);
  });
  it('refuses a traveller older than the plan allows', () => {
    expect(messages(general(), [person({ dateOfBirth: '1945-12-10' })])).toEqual([
      'Amal Haddad is older than Test Schengen allows (80 years at most)',
    ]);
    // 80 on the first day of cover is still covered.
    expect(messages(general(), [person({ dateOfBirth: '1946-12-10' })])).toEqual([]);
  });
  it('refuses no beneficiaries, more than one in SG, one in FM', () => {
    expect(messages(general(), [])).toEqual(['Add at least one beneficiary']);
    expect(messages(general(), [person(), person({ passportNumber: 'B2' })])).toEqual([
      'Single travel (SG) covers one beneficiary only',
    ]);
    expect(messages(general({ travelType: 'FM' }))).toEqual([
      'Family and group travel cover two beneficiaries or more',
    ]);
  });
  it('refuses a date of birth in the future and twice the same passport', () => {
    expect(messages(general(), [person({ dateOfBirth: '2026-11-27' })])).toEqual([
      'The date of birth of Amal Haddad cannot be in the future',
    ]);
    expect(messages(general({ travelType: 'FM' }), [person(), person({ firstName: 'B' })])).toEqual([
      'Passport number P1234567 is given twice',
    ]);
  });
  it('refuses an empty or unsold travel type and a destination outside the region', () => {
    expect(messages(general({ travelType: '' }))).toEqual(['Choose a travel type']);
    expect(messages(general({ travelType: 'GR' }), [person(), person({ passportNumber: 'B2' })])).toEqual([
      'Test Schengen is not sold for this travel type',
    ]);
    expect(messages(general({ destination: 'US' }))).toEqual([
      'Test Schengen covers trips to Schengen countries only',
    ]);
  });
  it('names the field of every problem', () => {
    const problems = quoteProblems(
      TEST_PLAN,
      general({ travelTo: 'x' }),
      [person({ dateOfBirth: '2030-01-01' })],
      TODAY,
    );
    expect(problems.map((p) => p.field)).toEqual(['travelTo', 'beneficiaryData.0.dateOfBirth']);
  });
});

describe('destinations by region', () => {
  const plan = (region: typeof TEST_PLAN.region) => ({ region, name: 'P' });
  it('inbound UAE cover is for visitors to the UAE', () => {
    expect(destinationProblem(plan('uae-inbound'), 'IN', 'AE')).toBeNull();
    expect(destinationProblem(plan('uae-inbound'), 'AE', 'AE')).toMatch(/visitors/);
    expect(destinationProblem(plan('uae-inbound'), 'IN', 'FR')).toMatch(/UAE only/);
  });
  it('worldwide excluding the USA and Canada', () => {
    expect(destinationProblem(plan('worldwide-ex-us-ca'), 'AE', 'TH')).toBeNull();
    expect(destinationProblem(plan('worldwide-ex-us-ca'), 'AE', 'CA')).toMatch(/USA and Canada/);
    expect(destinationProblem(plan('worldwide'), 'AE', 'US')).toBeNull();
    expect(destinationProblem(plan('worldwide'), 'AE', 'AE')).toMatch(/differ/);
  });
  it('GCC', () => {
    expect(destinationProblem(plan('gcc'), 'AE', 'OM')).toBeNull();
    expect(destinationProblem(plan('gcc'), 'AE', 'EG')).toMatch(/GCC/);
  });
});

describe('premium by bands', () => {
  it('finds bands by inclusive upper bounds', () => {
    expect(bandIndex([8, 31, 92], 1)).toBe(0);
    expect(bandIndex([8, 31, 92], 8)).toBe(0);
    expect(bandIndex([8, 31, 92], 9)).toBe(1);
    expect(bandIndex([8, 31, 92], 93)).toBe(-1);
  });
  it('prices one person by trip band and age band', () => {
    expect(personPremium(TEST_PLAN.priceTable, 8, 17)).toBe(3_000);
    expect(personPremium(TEST_PLAN.priceTable, 9, 18)).toBe(10_000);
    expect(personPremium(TEST_PLAN.priceTable, 92, 80)).toBe(48_000);
    expect(() => personPremium(TEST_PLAN.priceTable, 93, 30)).toThrow(RangeError);
    expect(() => personPremium(TEST_PLAN.priceTable, 5, 81)).toThrow(RangeError);
  });
  it('gives families the plan discount per person, rounded half up', () => {
    const people = [
      person({ dateOfBirth: '1985-01-01' }),
      person({ dateOfBirth: '1987-01-01' }),
      person({ dateOfBirth: '2016-06-01' }),
    ];
    const nets = premiumByPerson(TEST_PLAN, general({ travelType: 'FM' }), people);
    expect(nets.map((n) => [n.age, n.tablePremium, n.net])).toEqual([
      [41, 10_000, 9_000],
      [39, 10_000, 9_000],
      [10, 6_000, 5_400],
    ]);
    const single = premiumByPerson(TEST_PLAN, general(), [people[0]!]);
    expect(single[0]?.net).toBe(10_000);
  });
  it('rejects malformed tables', () => {
    expect(priceTableProblem(TEST_PLAN.priceTable)).toBeNull();
    expect(priceTableProblem({ ...TEST_PLAN.priceTable, ages: [65, 17, 80] })).toMatch(/ascending/);
    expect(priceTableProblem({ ...TEST_PLAN.priceTable, prices: [[1, 2, 3]] })).toMatch(/row/);
    expect(priceTableProblem({ tripDays: [5], ages: [5], prices: [[0]] })).toMatch(/positive/);
  });
});

describe('cancellation before the cover starts', () => {
  it('refunds the premium less the plan fee until the day before travel', () => {
    expect(
      quotePolicyCancellation({ feeType: 'percentage', feeValue: 10 }, 10_505, '2026-12-10', TODAY),
    ).toEqual({
      allowed: true,
      fee: 1_051,
      refund: 9_454,
      message: null,
    });
    expect(
      quotePolicyCancellation({ feeType: 'flat', feeValue: 5_000 }, 3_000, '2026-12-10', '2026-12-09'),
    ).toEqual({
      allowed: true,
      fee: 3_000,
      refund: 0,
      message: null,
    });
  });
  it('refuses from the first day of cover', () => {
    const q = quotePolicyCancellation({ feeType: 'flat', feeValue: 0 }, 10_000, '2026-12-10', '2026-12-10');
    expect(q).toMatchObject({ allowed: false, refund: 0 });
    expect(q.message).toBe('The cover has started: the policy can no longer be cancelled');
  });
});
