/** Quotation constants of spec section 9 and the draft's enumerations (spec section 3). */
export const QUOTATION_CURRENCIES = ['AED', 'USD'] as const;
export type QuotationCurrency = (typeof QUOTATION_CURRENCIES)[number];

export const QUOTATION_DEFAULTS = Object.freeze({
  currency: 'AED',
  adults: 2,
  children: 0,
  childAge: 4,
  clientName: 'Sir / Madam',
  pageSize: 10,
});

export const QUOTATION_LIMITS = Object.freeze({
  maxAdults: 50,
  maxChildren: 20,
  maxChildAge: 11,
  maxNights: 90,
  /** Stay options: each is one price column of the quotation. */
  maxStays: 4,
  /** Hotels in one stay option (a multi-city itinerary, one after the other). */
  maxHotelsPerStay: 6,
  maxExcursions: 30,
  maxVehicleCount: 20,
});

/** How the agent chose an excursion (spec section 3: Ticket, Private, Shared, TicketWithTransfer). */
export const EXCURSION_TYPES = ['Ticket', 'Shared', 'Private', 'TicketWithTransfer'] as const;
export type ExcursionType = (typeof EXCURSION_TYPES)[number];

/** A transfer slot between two places of a stay: none, a seat in a shared coach, or private vehicles. */
export const QUOTATION_TRANSFER_TYPES = ['without', 'shared', 'private'] as const;
export type QuotationTransferType = (typeof QUOTATION_TRANSFER_TYPES)[number];

/** Room occupancies a hotel option is priced for: one, two or three adults sharing a room. */
export const OCCUPANCY_TYPES = ['SGL', 'DBL', 'TPL'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];
export const OCCUPANCY_ADULTS: Record<OccupancyType, number> = { SGL: 1, DBL: 2, TPL: 3 };
export const OCCUPANCY_NAMES: Record<OccupancyType, string> = {
  SGL: 'Single',
  DBL: 'Double / Twin',
  TPL: 'Triple',
};

/** The rate an agent quotes for a hotel: the cheapest, or only refundable or non-refundable ones. */
export const QUOTATION_RATE_TYPES = ['refundable', 'non-refundable'] as const;
export type QuotationRateType = (typeof QUOTATION_RATE_TYPES)[number];

export const QUOTATION_STATUSES = ['not-confirmed', 'confirmed'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
