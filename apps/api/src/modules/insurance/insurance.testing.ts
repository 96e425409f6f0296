import type { InsuranceQuoteBody } from '@portal/contracts';

/** Test helpers: a valid quote body relative to a fixed "today" of 2026-11-26 (company zone). */
export const INSURANCE_TODAY = '2026-11-26T08:00:00Z';

export const adult = (over: Partial<InsuranceQuoteBody['beneficiaryData'][number]> = {}) => ({
  firstName: 'Amal',
  lastName: 'Haddad',
  gender: 'female' as const,
  dateOfBirth: '1990-05-01',
  passportNumber: 'P1234567',
  ...over,
});

/** A family of three to France on the Schengen plan, 11 days. */
export function familyQuote(over: Partial<InsuranceQuoteBody['generalData']> = {}): InsuranceQuoteBody {
  return {
    generalData: {
      plan: 'SCHENGEN',
      residence: 'AE',
      destination: 'FR',
      travelFrom: '2026-12-10',
      travelTo: '2026-12-20',
      travelType: 'FM',
      ...over,
    },
    beneficiaryData: [
      adult(),
      adult({ firstName: 'Karim', gender: 'male', dateOfBirth: '1986-03-14', passportNumber: 'P7654321' }),
      adult({ firstName: 'Lina', dateOfBirth: '2016-07-20', passportNumber: 'C1122334' }),
    ],
  };
}

export function singleQuote(over: Partial<InsuranceQuoteBody['generalData']> = {}): InsuranceQuoteBody {
  const body = familyQuote({ travelType: 'SG', ...over });
  return { ...body, beneficiaryData: [adult()] };
}
