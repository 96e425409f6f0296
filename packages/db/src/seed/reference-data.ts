/** Indicative conversion rates: units of the currency for 1 AED (AED = 1), as seeded. */
export const SEED_RATES: readonly { isocode: string; name: string; country: string; rate: number }[] = [
  { isocode: 'AED', name: 'UAE Dirham', country: 'AE', rate: 1 },
  { isocode: 'USD', name: 'US Dollar', country: 'US', rate: 0.2723 },
  { isocode: 'EUR', name: 'Euro', country: 'DE', rate: 0.2351 },
  { isocode: 'GBP', name: 'Pound Sterling', country: 'GB', rate: 0.2069 },
  { isocode: 'INR', name: 'Indian Rupee', country: 'IN', rate: 23.61 },
  { isocode: 'SAR', name: 'Saudi Riyal', country: 'SA', rate: 1.0211 },
  { isocode: 'OMR', name: 'Omani Rial', country: 'OM', rate: 0.1047 },
  { isocode: 'QAR', name: 'Qatari Riyal', country: 'QA', rate: 0.9913 },
  { isocode: 'KWD', name: 'Kuwaiti Dinar', country: 'KW', rate: 0.0837 },
  { isocode: 'BHD', name: 'Bahraini Dinar', country: 'BH', rate: 0.1026 },
  { isocode: 'PKR', name: 'Pakistani Rupee', country: 'PK', rate: 76.48 },
  { isocode: 'PHP', name: 'Philippine Peso', country: 'PH', rate: 15.93 },
  { isocode: 'LKR', name: 'Sri Lankan Rupee', country: 'LK', rate: 80.52 },
  { isocode: 'BDT', name: 'Bangladeshi Taka', country: 'BD', rate: 33.21 },
  { isocode: 'EGP', name: 'Egyptian Pound', country: 'EG', rate: 13.34 },
  { isocode: 'CNY', name: 'Chinese Yuan', country: 'CN', rate: 1.9512 },
  { isocode: 'RUB', name: 'Russian Ruble', country: 'RU', rate: 22.47 },
];
export const RATES_SOURCE = 'seed: indicative mid-market rates, November 2026';

export const SEED_DESTINATIONS: readonly { name: string; slug: string; country: string }[] = [
  { name: 'Dubai', slug: 'dubai', country: 'AE' },
  { name: 'Abu Dhabi', slug: 'abu-dhabi', country: 'AE' },
  { name: 'Sharjah', slug: 'sharjah', country: 'AE' },
  { name: 'Ras Al Khaimah', slug: 'ras-al-khaimah', country: 'AE' },
  { name: 'Fujairah', slug: 'fujairah', country: 'AE' },
  { name: 'Ajman', slug: 'ajman', country: 'AE' },
];

/** Popular hotel cities and states come from the hotel catalogue: see hotels/popular.ts. */

/** Visa destination countries, UAE first. */
export const SEED_VISA_COUNTRIES = ['AE'] as const;
