import type { VisaEntryType } from '@portal/domain';

/** A visa type as the company sells it; prices are AED fils per traveller (adult / child). */
export interface SeedVisaType {
  code: string;
  name: string;
  processingTime: number;
  processingTimeFormat: 'hours' | 'days';
  stayPeriod: number;
  stayPeriodFormat: 'hours' | 'days' | 'years';
  validity: number;
  validityTimeFormat: 'days' | 'years';
  entryType: VisaEntryType;
  childAgeFrom: number;
  childAgeTo: number;
  documents: string[];
  terms: string;
  price: { adult: number; child: number; adultCost: number; childCost: number };
  /** Sold only to the standard tier (not to nationalities with a surcharge). */
  standardOnly?: boolean;
}

const BASE_DOCS = [
  'Passport first page (colour scan, valid 6 months past the travel date)',
  'Passport last page',
  'Passport-size photo on a white background',
];
const TRANSIT_DOCS = [...BASE_DOCS, 'Confirmed onward flight ticket'];
const TERMS =
  'Visa fees are not refundable once the application is submitted to the immigration authority. ' +
  'Approval is at the sole discretion of the UAE immigration authority. Overstay fines are charged to ' +
  'the agent. The visa must be used within its validity.';

export const SEED_VISA_TYPES: SeedVisaType[] = [
  {
    code: 'transit-48h',
    name: '48 Hours Transit Visa',
    processingTime: 24,
    processingTimeFormat: 'hours',
    stayPeriod: 48,
    stayPeriodFormat: 'hours',
    validity: 30,
    validityTimeFormat: 'days',
    entryType: 'single',
    childAgeFrom: 0,
    childAgeTo: 17,
    documents: TRANSIT_DOCS,
    terms: `${TERMS} Transit visas require a confirmed onward ticket to a third country.`,
    price: { adult: 9_500, child: 9_500, adultCost: 7_500, childCost: 7_500 },
  },
  {
    code: 'transit-96h',
    name: '96 Hours Transit Visa',
    processingTime: 24,
    processingTimeFormat: 'hours',
    stayPeriod: 96,
    stayPeriodFormat: 'hours',
    validity: 30,
    validityTimeFormat: 'days',
    entryType: 'single',
    childAgeFrom: 0,
    childAgeTo: 17,
    documents: TRANSIT_DOCS,
    terms: `${TERMS} Transit visas require a confirmed onward ticket to a third country.`,
    price: { adult: 19_500, child: 19_500, adultCost: 16_000, childCost: 16_000 },
  },
  {
    code: 'single-14d',
    name: '14 Days Single Entry Tourist Visa',
    processingTime: 3,
    processingTimeFormat: 'days',
    stayPeriod: 14,
    stayPeriodFormat: 'days',
    validity: 58,
    validityTimeFormat: 'days',
    entryType: 'single',
    childAgeFrom: 0,
    childAgeTo: 17,
    documents: BASE_DOCS,
    terms: TERMS,
    price: { adult: 32_000, child: 24_000, adultCost: 27_000, childCost: 20_000 },
  },
  {
    code: 'single-30d',
    name: '30 Days Single Entry Tourist Visa',
    processingTime: 3,
    processingTimeFormat: 'days',
    stayPeriod: 30,
    stayPeriodFormat: 'days',
    validity: 58,
    validityTimeFormat: 'days',
    entryType: 'single',
    childAgeFrom: 0,
    childAgeTo: 17,
    documents: BASE_DOCS,
    terms: TERMS,
    price: { adult: 38_000, child: 29_000, adultCost: 32_000, childCost: 24_000 },
  },
  {
    code: 'multiple-30d',
    name: '30 Days Multiple Entry Tourist Visa',
    processingTime: 4,
    processingTimeFormat: 'days',
    stayPeriod: 30,
    stayPeriodFormat: 'days',
    validity: 58,
    validityTimeFormat: 'days',
    entryType: 'multiple',
    childAgeFrom: 0,
    childAgeTo: 17,
    documents: [...BASE_DOCS, 'Bank statement of the last 3 months'],
    terms: TERMS,
    price: { adult: 75_000, child: 55_000, adultCost: 65_000, childCost: 47_000 },
  },
  {
    code: 'multiple-60d',
    name: '60 Days Multiple Entry Tourist Visa',
    processingTime: 4,
    processingTimeFormat: 'days',
    stayPeriod: 60,
    stayPeriodFormat: 'days',
    validity: 58,
    validityTimeFormat: 'days',
    entryType: 'multiple',
    childAgeFrom: 0,
    childAgeTo: 17,
    documents: [...BASE_DOCS, 'Bank statement of the last 3 months'],
    terms: TERMS,
    price: { adult: 115_000, child: 85_000, adultCost: 100_000, childCost: 73_000 },
  },
  {
    code: 'multiple-5y',
    name: '5 Years Multiple Entry Tourist Visa',
    processingTime: 7,
    processingTimeFormat: 'days',
    stayPeriod: 90,
    stayPeriodFormat: 'days',
    validity: 5,
    validityTimeFormat: 'years',
    entryType: 'multiple',
    childAgeFrom: 0,
    childAgeTo: 17,
    documents: [
      ...BASE_DOCS,
      'Bank statement of the last 6 months (minimum balance USD 4,000)',
      'Travel insurance valid in the UAE',
    ],
    terms: `${TERMS} Each stay is at most 90 days, extendable once.`,
    price: { adult: 265_000, child: 265_000, adultCost: 235_000, childCost: 235_000 },
    standardOnly: true,
  },
];

/** GCC citizens need no visa; these nationalities are not sold one. */
const GCC = ['AE', 'SA', 'KW', 'QA', 'BH', 'OM'];
/** Visa on arrival (or visa-free entry) for these passports: nothing to sell. */
const ON_ARRIVAL = [
  'AD',
  'AR',
  'AT',
  'AU',
  'BB',
  'BE',
  'BG',
  'BN',
  'BR',
  'BS',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'CR',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FJ',
  'FR',
  'GB',
  'GR',
  'HK',
  'HN',
  'HR',
  'HU',
  'IE',
  'IL',
  'IS',
  'IT',
  'JP',
  'KI',
  'KR',
  'KZ',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'ME',
  'MT',
  'MU',
  'MX',
  'MY',
  'NL',
  'NO',
  'NR',
  'NZ',
  'PE',
  'PL',
  'PT',
  'PY',
  'RO',
  'RS',
  'RU',
  'SB',
  'SC',
  'SE',
  'SG',
  'SI',
  'SK',
  'SM',
  'SV',
  'UA',
  'US',
  'UY',
  'VA',
  'AL',
  'AZ',
  'BY',
  'TW',
  'MV',
  'WS',
  'TO',
  'TV',
  'GE',
  'AM',
];
/** Places with no resident travellers the company serves. */
const NOT_SERVED = ['AQ', 'BV', 'HM', 'TF', 'GS', 'UM', 'PN', 'IO'];
/** Nationalities sold with a 25% surcharge (more checks by the authority), and no 5-year visa. */
const SURCHARGE = ['AF', 'IQ', 'LY', 'SO', 'SS', 'SD', 'YE', 'SY', 'NG', 'CM', 'CD', 'ER', 'KP', 'IR'];

export type NationalityPlan = { kind: 'none'; note: string } | { kind: 'sold'; surcharge: boolean };

export function nationalityPlan(isocode: string): NationalityPlan {
  if (GCC.includes(isocode)) return { kind: 'none', note: 'GCC citizens do not need a visa' };
  if (ON_ARRIVAL.includes(isocode)) return { kind: 'none', note: 'Visa on arrival: no visa to apply for' };
  if (NOT_SERVED.includes(isocode)) return { kind: 'none', note: 'Not served' };
  return { kind: 'sold', surcharge: SURCHARGE.includes(isocode) };
}

const surcharged = (amount: number) => Math.round((amount * 1.25) / 100) * 100;

/** The price row of one visa type for one sold nationality, or null when that type is not sold to it. */
export function priceFor(type: SeedVisaType, surcharge: boolean) {
  const p = type.price;
  const f = surcharge ? surcharged : (n: number) => n;
  return {
    isSold: !(surcharge && type.standardOnly),
    adultPrice: f(p.adult),
    childPrice: f(p.child),
    adultCost: f(p.adultCost),
    childCost: f(p.childCost),
  };
}
