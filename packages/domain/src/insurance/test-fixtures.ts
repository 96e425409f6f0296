import type { Beneficiary, InsurancePlan } from './types.ts';

/** A Schengen-style plan for tests: 3 trip bands x 3 age bands. */
export const TEST_PLAN: InsurancePlan = {
  code: 'TEST-SCH',
  name: 'Test Schengen',
  region: 'schengen',
  description: 'test',
  coverageCurrency: 'EUR',
  coverage: [
    { kind: 'medical', limit: 3_000_000, excess: 5_000 },
    { kind: 'baggage', limit: 100_000, excess: 0 },
  ],
  maxTripDays: 92,
  maxAge: 80,
  travelTypes: ['SG', 'FM'],
  priceTable: {
    tripDays: [8, 31, 92],
    ages: [17, 65, 80],
    prices: [
      [3_000, 5_000, 12_000],
      [6_000, 10_000, 24_000],
      [12_000, 20_000, 48_000],
    ],
  },
  groupDiscountPercent: 10,
  vatPercent: 5,
  cancellation: { feeType: 'percentage', feeValue: 10 },
  emergencyPhone: '+971 4 000 0000',
};

export const person = (over: Partial<Beneficiary> = {}): Beneficiary => ({
  firstName: 'Amal',
  lastName: 'Haddad',
  gender: 'female',
  dateOfBirth: '1990-05-01',
  passportNumber: 'P1234567',
  ...over,
});
