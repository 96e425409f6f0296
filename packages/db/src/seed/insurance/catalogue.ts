import type { InsurancePlan } from '@portal/domain';

/** The sandbox insurer's code: plans issued by apps/api/src/suppliers/insurance. */
export const SANDBOX_INSURER = 'sandbox-insurer';

const AED = (major: number) => Math.round(major * 100);

/**
 * Premium table from a price per trip band (AED, adults) and an age factor per band; whole dirhams,
 * as insurers publish them.
 */
function table(tripDays: number[], adultPrices: number[], ages: number[], factors: number[]) {
  return {
    tripDays,
    ages,
    prices: adultPrices.map((p) => factors.map((f) => AED(Math.round(p * f)))),
  };
}

const STANDARD_AGES = [17, 64, 75, 80];
const AGE_FACTORS = [0.6, 1, 2, 3];

/**
 * Plans as UAE insurers sell them to travel agents (issue 16 section 1): inbound visitor cover for
 * UAE visas, outbound worldwide excluding and including the USA and Canada, Schengen, GCC.
 * Limits in the plan's coverage currency (minor units); prices are nets to the company in AED.
 */
export const SEED_INSURANCE_PLANS: InsurancePlan[] = [
  {
    code: 'UAE-INBOUND',
    name: 'UAE Inbound Visitor Cover',
    region: 'uae-inbound',
    description:
      'Health cover for visitors to the UAE, accepted for UAE visit visa applications: emergency medical treatment, evacuation and repatriation.',
    coverageCurrency: 'AED',
    coverage: [
      { kind: 'medical', limit: AED(150_000), excess: AED(0) },
      { kind: 'evacuation', limit: AED(50_000), excess: AED(0) },
      { kind: 'cancellation', limit: 0, excess: 0 },
      { kind: 'baggage', limit: AED(1_000), excess: AED(100) },
      { kind: 'delay', limit: 0, excess: 0 },
    ],
    maxTripDays: 92,
    maxAge: 75,
    travelTypes: ['SG', 'FM', 'GR'],
    priceTable: table([30, 60, 92], [45, 80, 110], [17, 64, 75], [0.8, 1, 2.5]),
    groupDiscountPercent: 5,
    vatPercent: 5,
    cancellation: { feeType: 'flat', feeValue: AED(25) },
    emergencyPhone: '+971 4 358 0000',
  },
  {
    code: 'WW-EX-USCA',
    name: 'Worldwide excluding USA & Canada',
    region: 'worldwide-ex-us-ca',
    description:
      'Single-trip outbound cover worldwide except the USA and Canada: medical, evacuation, trip cancellation, baggage and delay.',
    coverageCurrency: 'USD',
    coverage: [
      { kind: 'medical', limit: 10_000_000, excess: 10_000 },
      { kind: 'evacuation', limit: 5_000_000, excess: 0 },
      { kind: 'cancellation', limit: 300_000, excess: 5_000 },
      { kind: 'baggage', limit: 150_000, excess: 5_000 },
      { kind: 'delay', limit: 30_000, excess: 0 },
    ],
    maxTripDays: 180,
    maxAge: 80,
    travelTypes: ['SG', 'FM', 'GR'],
    priceTable: table(
      [4, 8, 15, 31, 62, 92, 180],
      [35, 55, 80, 120, 190, 250, 420],
      STANDARD_AGES,
      AGE_FACTORS,
    ),
    groupDiscountPercent: 10,
    vatPercent: 5,
    cancellation: { feeType: 'percentage', feeValue: 10 },
    emergencyPhone: '+971 4 358 0000',
  },
  {
    code: 'WW-INC-USCA',
    name: 'Worldwide including USA & Canada',
    region: 'worldwide',
    description:
      'Single-trip outbound cover worldwide including the USA and Canada, with higher medical limits.',
    coverageCurrency: 'USD',
    coverage: [
      { kind: 'medical', limit: 50_000_000, excess: 10_000 },
      { kind: 'evacuation', limit: 10_000_000, excess: 0 },
      { kind: 'cancellation', limit: 500_000, excess: 5_000 },
      { kind: 'baggage', limit: 250_000, excess: 5_000 },
      { kind: 'delay', limit: 50_000, excess: 0 },
    ],
    maxTripDays: 180,
    maxAge: 80,
    travelTypes: ['SG', 'FM', 'GR'],
    priceTable: table(
      [4, 8, 15, 31, 62, 92, 180],
      [60, 95, 140, 220, 340, 450, 760],
      STANDARD_AGES,
      AGE_FACTORS,
    ),
    groupDiscountPercent: 10,
    vatPercent: 5,
    cancellation: { feeType: 'percentage', feeValue: 10 },
    emergencyPhone: '+971 4 358 0000',
  },
  {
    code: 'SCHENGEN',
    name: 'Schengen Travel Shield',
    region: 'schengen',
    description:
      'Meets the Schengen visa requirement (EUR 30,000 medical cover, repatriation included) for every Schengen state.',
    coverageCurrency: 'EUR',
    coverage: [
      { kind: 'medical', limit: 5_000_000, excess: 0 },
      { kind: 'evacuation', limit: 3_000_000, excess: 0 },
      { kind: 'cancellation', limit: 150_000, excess: 5_000 },
      { kind: 'baggage', limit: 100_000, excess: 5_000 },
      { kind: 'delay', limit: 20_000, excess: 0 },
    ],
    maxTripDays: 92,
    maxAge: 80,
    travelTypes: ['SG', 'FM', 'GR'],
    priceTable: table([8, 15, 31, 62, 92], [40, 60, 90, 150, 200], STANDARD_AGES, AGE_FACTORS),
    groupDiscountPercent: 10,
    vatPercent: 5,
    cancellation: { feeType: 'percentage', feeValue: 10 },
    emergencyPhone: '+971 4 358 0000',
  },
  {
    code: 'GCC',
    name: 'GCC Travel Care',
    region: 'gcc',
    description: 'Short trips within the GCC: medical, evacuation, baggage and delay.',
    coverageCurrency: 'USD',
    coverage: [
      { kind: 'medical', limit: 5_000_000, excess: 5_000 },
      { kind: 'evacuation', limit: 2_500_000, excess: 0 },
      { kind: 'cancellation', limit: 100_000, excess: 5_000 },
      { kind: 'baggage', limit: 50_000, excess: 2_500 },
      { kind: 'delay', limit: 10_000, excess: 0 },
    ],
    maxTripDays: 31,
    maxAge: 80,
    travelTypes: ['SG', 'FM', 'GR'],
    priceTable: table([4, 8, 15, 31], [20, 30, 45, 70], STANDARD_AGES, AGE_FACTORS),
    groupDiscountPercent: 10,
    vatPercent: 5,
    cancellation: { feeType: 'flat', feeValue: AED(20) },
    emergencyPhone: '+971 4 358 0000',
  },
];
