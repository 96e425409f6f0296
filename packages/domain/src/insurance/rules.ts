import { roundHalfUp, type Minor } from '../money.ts';
import { addDays, daysBetween, isPlainDate } from '../plain-date.ts';
import type { Beneficiary, InsuranceGeneralData, InsurancePlan, PriceTable, TravelType } from './types.ts';
import { TRAVEL_TYPES } from './types.ts';

/** Most persons on one policy, by travel type. */
export const MAX_BENEFICIARIES: Record<TravelType, number> = { SG: 1, FM: 8, GR: 15 };
/** A policy can be bought at most this far ahead of the first day of cover. */
export const MAX_DAYS_AHEAD = 365;

export const SCHENGEN = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IS',
  'IT',
  'LV',
  'LI',
  'LT',
  'LU',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'CH',
] as const;
export const GCC = ['AE', 'SA', 'QA', 'BH', 'KW', 'OM'] as const;

/** Days of cover, both ends included (a trip from the 1st to the 1st is one day). */
export function tripDays(travelFrom: string, travelTo: string): number {
  return daysBetween(travelFrom, travelTo) + 1;
}

/** Whole years of a person born on `dateOfBirth` on `onDate` (29 February birthdays turn on 1 March). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

export function fullName(b: Pick<Beneficiary, 'firstName' | 'lastName'>): string {
  return `${b.firstName} ${b.lastName}`.trim();
}

/** Why a destination is outside the plan's region, or null when it is covered. */
export function destinationProblem(
  plan: Pick<InsurancePlan, 'region' | 'name'>,
  residence: string,
  destination: string,
): string | null {
  switch (plan.region) {
    case 'uae-inbound':
      if (destination !== 'AE') return `${plan.name} covers trips to the UAE only`;
      if (residence === 'AE')
        return `${plan.name} is for visitors: residents of the UAE need an outbound plan`;
      return null;
    case 'worldwide-ex-us-ca':
      if (destination === 'US' || destination === 'CA')
        return `${plan.name} does not cover the USA and Canada: choose a worldwide plan including them`;
      return destination === residence ? 'The destination must differ from the country of residence' : null;
    case 'worldwide':
      return destination === residence ? 'The destination must differ from the country of residence' : null;
    case 'schengen':
      return (SCHENGEN as readonly string[]).includes(destination)
        ? null
        : `${plan.name} covers trips to Schengen countries only`;
    case 'gcc':
      if (!(GCC as readonly string[]).includes(destination))
        return `${plan.name} covers trips to GCC countries only`;
      return destination === residence ? 'The destination must differ from the country of residence' : null;
  }
}

export interface QuoteProblem {
  /** The field the message belongs to: a general data name, `beneficiaryData`, or `beneficiaryData.<i>.<field>`. */
  field: string;
  message: string;
}

/**
 * Every reason a quote cannot be given (issue 16 section 3), in form order; empty when it can.
 * `today` is the company-zone date; cover may start today at the earliest.
 */
export function quoteProblems(
  plan: InsurancePlan,
  general: InsuranceGeneralData,
  beneficiaries: readonly Beneficiary[],
  today: string,
): QuoteProblem[] {
  const out: QuoteProblem[] = [];
  const add = (field: string, message: string) => out.push({ field, message });
  const { travelFrom, travelTo, travelType } = general;
  const datesValid = isPlainDate(travelFrom) && isPlainDate(travelTo);
  if (!isPlainDate(travelFrom)) add('travelFrom', 'Choose the date the trip starts');
  if (!isPlainDate(travelTo)) add('travelTo', 'Choose the date the trip ends');
  if (datesValid) {
    if (travelFrom < today) add('travelFrom', 'The trip cannot start in the past');
    else if (daysBetween(today, travelFrom) > MAX_DAYS_AHEAD)
      add('travelFrom', `Cover can be bought at most ${MAX_DAYS_AHEAD} days before the trip starts`);
    if (travelTo < travelFrom) add('travelTo', 'The trip cannot end before it starts');
    else if (tripDays(travelFrom, travelTo) > plan.maxTripDays)
      add('travelTo', `${plan.name} covers trips of at most ${plan.maxTripDays} days`);
  }
  const destination = destinationProblem(plan, general.residence, general.destination);
  if (destination) add('destination', destination);
  if (!(TRAVEL_TYPES as readonly string[]).includes(travelType)) {
    add('travelType', 'Choose a travel type');
  } else if (!plan.travelTypes.includes(travelType as TravelType)) {
    add('travelType', `${plan.name} is not sold for this travel type`);
  }
  if (beneficiaries.length === 0) add('beneficiaryData', 'Add at least one beneficiary');
  else if (travelType === 'SG' && beneficiaries.length > 1)
    add('beneficiaryData', 'Single travel (SG) covers one beneficiary only');
  else if (travelType !== '' && beneficiaries.length > (MAX_BENEFICIARIES[travelType] ?? 0))
    add('beneficiaryData', `At most ${MAX_BENEFICIARIES[travelType]} beneficiaries per policy`);
  else if ((travelType === 'FM' || travelType === 'GR') && beneficiaries.length < 2)
    add('beneficiaryData', 'Family and group travel cover two beneficiaries or more');
  const passports = new Set<string>();
  beneficiaries.forEach((b, i) => {
    const at = (f: string) => `beneficiaryData.${i}.${f}`;
    const who = fullName(b) || `Beneficiary ${i + 1}`;
    if (!isPlainDate(b.dateOfBirth)) {
      add(at('dateOfBirth'), `Enter the date of birth of ${who}`);
    } else if (b.dateOfBirth > today) {
      add(at('dateOfBirth'), `The date of birth of ${who} cannot be in the future`);
    } else if (isPlainDate(travelFrom) && ageOn(b.dateOfBirth, travelFrom) > plan.maxAge) {
      add(at('dateOfBirth'), `${who} is older than ${plan.name} allows (${plan.maxAge} years at most)`);
    }
    const passport = b.passportNumber.trim().toUpperCase();
    if (passport && passports.has(passport))
      add(at('passportNumber'), `Passport number ${passport} is given twice`);
    passports.add(passport);
  });
  return out;
}

/** Index of the band whose upper bound holds `value`, or -1 past the last band. */
export function bandIndex(bounds: readonly number[], value: number): number {
  return bounds.findIndex((upper) => value <= upper);
}

/** Net premium of one person; throws RangeError outside the table (validated before pricing). */
export function personPremium(table: PriceTable, days: number, age: number): Minor {
  const t = bandIndex(table.tripDays, days);
  const a = bandIndex(table.ages, age);
  const price = table.prices[t]?.[a];
  if (t < 0 || a < 0 || price === undefined) {
    throw new RangeError(`No premium for a trip of ${days} days at age ${age}`);
  }
  return price;
}

export interface PersonNet {
  index: number;
  age: number;
  /** The table premium less this person's share of the family or group discount. */
  net: Minor;
  tablePremium: Minor;
}

/**
 * Net premium per person for a valid request: the table price by trip band and age band; family
 * and group policies take the plan's discount off each person's premium (rounded half up per person,
 * so the policy total is the sum of the rounded persons).
 */
export function premiumByPerson(
  plan: InsurancePlan,
  general: Pick<InsuranceGeneralData, 'travelFrom' | 'travelTo' | 'travelType'>,
  beneficiaries: readonly Pick<Beneficiary, 'dateOfBirth'>[],
): PersonNet[] {
  const days = tripDays(general.travelFrom, general.travelTo);
  const discount = general.travelType === 'SG' ? 0 : plan.groupDiscountPercent;
  return beneficiaries.map((b, index) => {
    const age = ageOn(b.dateOfBirth, general.travelFrom);
    const tablePremium = personPremium(plan.priceTable, days, age);
    const net = tablePremium - roundHalfUp((tablePremium * discount) / 100);
    return { index, age, net, tablePremium };
  });
}

/** The last day of cover of a trip, for documents: travelTo itself (cover ends at the end of that day). */
export function coverEnds(travelFrom: string, days: number): string {
  return addDays(travelFrom, days - 1);
}

export interface PolicyCancellationQuote {
  allowed: boolean;
  fee: Minor;
  refund: Minor;
  message: string | null;
}

/**
 * Cancelling before the cover starts (issue 16): allowed while `today` (company zone) is before
 * travelFrom; the insurer keeps the plan's fee, capped at what was paid. On or after the first day of
 * cover nothing is refunded and the call is refused.
 */
export function quotePolicyCancellation(
  rule: InsurancePlan['cancellation'],
  paid: Minor,
  travelFrom: string,
  today: string,
): PolicyCancellationQuote {
  if (!Number.isSafeInteger(paid) || paid < 0) throw new RangeError('paid must be a whole amount');
  if (today >= travelFrom) {
    return {
      allowed: false,
      fee: paid,
      refund: 0,
      message: 'The cover has started: the policy can no longer be cancelled',
    };
  }
  const fee = policyCancellationFee(rule, paid);
  return { allowed: true, fee, refund: paid - fee, message: null };
}

/** The plan's fee on a premium of `paid` before cover starts, capped at what was paid. */
export function policyCancellationFee(rule: InsurancePlan['cancellation'], paid: Minor): Minor {
  const raw = rule.feeType === 'flat' ? rule.feeValue : roundHalfUp((paid * rule.feeValue) / 100);
  return Math.min(paid, Math.max(0, raw));
}

/** A plan's price table is usable: ascending bands and one whole price per cell. */
export function priceTableProblem(table: PriceTable): string | null {
  const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);
  if (table.tripDays.length === 0 || table.ages.length === 0) return 'The price table has no bands';
  if (!ascending(table.tripDays) || !ascending(table.ages)) return 'Bands must be in ascending order';
  if (table.prices.length !== table.tripDays.length) return 'One price row per trip band';
  for (const row of table.prices) {
    if (row.length !== table.ages.length) return 'One price per age band in every row';
    if (!row.every((p) => Number.isSafeInteger(p) && p > 0)) return 'Prices are whole positive amounts';
  }
  return null;
}
