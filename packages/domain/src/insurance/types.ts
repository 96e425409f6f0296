import type { Minor } from '../money.ts';

/**
 * Travel types: SG single (one beneficiary, spec section 4), FM family (two adults and their
 * children), GR group (travellers on the same trip).
 */
export const TRAVEL_TYPES = ['SG', 'FM', 'GR'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

export const TRAVEL_TYPE_LABELS: Record<TravelType, string> = {
  SG: 'Single',
  FM: 'Family',
  GR: 'Group',
};

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Where a plan covers: each has its own destination rule (see destinationProblem). */
export const PLAN_REGIONS = ['uae-inbound', 'worldwide-ex-us-ca', 'worldwide', 'schengen', 'gcc'] as const;
export type PlanRegion = (typeof PLAN_REGIONS)[number];

export const COVERAGE_KINDS = ['medical', 'evacuation', 'cancellation', 'baggage', 'delay'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export const COVERAGE_LABELS: Record<CoverageKind, string> = {
  medical: 'Emergency medical expenses',
  evacuation: 'Emergency evacuation and repatriation',
  cancellation: 'Trip cancellation and curtailment',
  baggage: 'Loss of baggage and personal effects',
  delay: 'Travel delay',
};

/** One line of the coverage table: the insurer's limit and the excess the insured bears per claim. */
export interface CoverageLine {
  kind: CoverageKind;
  /** Limit per insured person, minor units of `currency`; 0 means not covered. */
  limit: Minor;
  /** Excess per claim, minor units. */
  excess: Minor;
}

/**
 * Premium table: `prices[tripBand][ageBand]` is the net premium of one person in AED minor units.
 * Bands are inclusive upper bounds in ascending order (days of the trip, age in whole years on the
 * first day of cover).
 */
export interface PriceTable {
  tripDays: number[];
  ages: number[];
  prices: Minor[][];
}

/** Refund when a policy is cancelled before its cover starts: the fee the insurer keeps. */
export interface InsuranceCancellationRule {
  feeType: 'flat' | 'percentage';
  /** Minor units for flat, a percentage of the premium paid otherwise. */
  feeValue: number;
}

export interface InsurancePlan {
  code: string;
  name: string;
  region: PlanRegion;
  description: string;
  /** Currency of the coverage limits (insurers state them in USD or EUR). */
  coverageCurrency: string;
  coverage: CoverageLine[];
  maxTripDays: number;
  /** Oldest insured age in whole years on the first day of cover. */
  maxAge: number;
  travelTypes: TravelType[];
  priceTable: PriceTable;
  /** Family and group discount on the summed net premium, percent. */
  groupDiscountPercent: number;
  vatPercent: number;
  cancellation: InsuranceCancellationRule;
  emergencyPhone: string;
}

/** The general data of the insurance state (spelt `genaralData` in the spec's state). */
export interface InsuranceGeneralData {
  plan: string;
  /** ISO 3166 alpha-2 code of the country of residence. */
  residence: string;
  /** ISO 3166 alpha-2 code of the destination country. */
  destination: string;
  travelFrom: string;
  travelTo: string;
  /** Empty after Clear, until the agent picks one again. */
  travelType: TravelType | '';
}

export interface Beneficiary {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  dateOfBirth: string;
  passportNumber: string;
}

export const BENEFICIARY_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'passportNumber',
] as const satisfies readonly (keyof Beneficiary)[];
