import { QUOTATION_DEFAULTS, QUOTATION_LIMITS as L } from './constants.ts';
import { rebuildTransfers } from './draft-stays.ts';
import {
  type DraftAirport,
  type QuotationFormDraft,
  clampCount,
  emptyDraftStay,
  hotelsIncluded,
} from './draft-types.ts';

/** Spec section 4 "Full reset": one empty stay, adults 2, children 0, AED, every section enabled. */
export function initialQuotationDraft(): QuotationFormDraft {
  return rebuildTransfers({
    clientName: QUOTATION_DEFAULTS.clientName,
    agentQuotationNumber: '',
    noOfAdults: QUOTATION_DEFAULTS.adults,
    noOfChildren: QUOTATION_DEFAULTS.children,
    childrenAges: [],
    paxType: 'FIT',
    checkInDate: '',
    checkOutDate: '',
    nationality: '',
    quotationCurrency: QUOTATION_DEFAULTS.currency,
    isArrivalAirportDisabled: false,
    arrivalAirport: null,
    isDepartureAirportDisabled: false,
    departureAirport: null,
    isAlreadyBooked: false,
    hotelDisabledRemark: '',
    isHotelQuotationDisabled: false,
    stays: [emptyDraftStay({ checkInDate: '', checkOutDate: '' })],
    isTransferQuotationDisabled: false,
    transfer: [],
    isExcursionQuotationDisabled: false,
    excursions: [],
    isSupplimentQuotationDisabled: false,
    supplements: [],
    isVisaQuotaionsDisabled: false,
    visa: null,
    pickUpPlaces: [],
    isCustomMarkup: false,
    customMarkupType: 'flat',
    customMarkup: 0,
  });
}

export function setQuotationAdults(d: QuotationFormDraft, count: number): QuotationFormDraft {
  return { ...d, noOfAdults: clampCount(count, 1, L.maxAdults) };
}

/** Spec section 4: ages follow the children count; zero clears them; each added child is 4. */
export function setQuotationChildren(d: QuotationFormDraft, count: number): QuotationFormDraft {
  const n = clampCount(count, 0, L.maxChildren);
  const kept = d.childrenAges.slice(0, n);
  const added = Array.from({ length: n - kept.length }, () => QUOTATION_DEFAULTS.childAge);
  return { ...d, noOfChildren: n, childrenAges: [...kept, ...added] };
}

export function setQuotationChildAge(d: QuotationFormDraft, index: number, age: number): QuotationFormDraft {
  if (index < 0 || index >= d.childrenAges.length) return d;
  const childrenAges = d.childrenAges.map((a, i) => (i === index ? clampCount(age, 0, L.maxChildAge) : a));
  return { ...d, childrenAges };
}

/** New quotation dates; hotel dates that were still the quotation's (or empty) follow them. */
export function setQuotationDates(
  d: QuotationFormDraft,
  dates: { checkInDate?: string; checkOutDate?: string },
): QuotationFormDraft {
  const checkInDate = dates.checkInDate ?? d.checkInDate;
  const checkOutDate = dates.checkOutDate ?? d.checkOutDate;
  const follow = (value: string, old: string, next: string) => (value === '' || value === old ? next : value);
  const stays = d.stays.map((stay) => ({
    hotels: stay.hotels.map((h) => ({
      ...h,
      checkInDate: follow(h.checkInDate, d.checkInDate, checkInDate),
      checkOutDate: follow(h.checkOutDate, d.checkOutDate, checkOutDate),
    })),
  }));
  return { ...d, checkInDate, checkOutDate, stays };
}

export type QuotationSection =
  | 'hotel'
  | 'alreadyBooked'
  | 'transfer'
  | 'excursion'
  | 'supplement'
  | 'visa'
  | 'arrivalAirport'
  | 'departureAirport';

/** Spec section 4: switching a section off clears what was chosen in it. */
export function setSectionDisabled(
  d: QuotationFormDraft,
  section: QuotationSection,
  off: boolean,
): QuotationFormDraft {
  switch (section) {
    case 'excursion':
      return { ...d, isExcursionQuotationDisabled: off, excursions: off ? [] : d.excursions };
    case 'supplement':
      return { ...d, isSupplimentQuotationDisabled: off, supplements: off ? [] : d.supplements };
    case 'visa':
      return { ...d, isVisaQuotaionsDisabled: off, visa: off ? null : d.visa };
    case 'transfer':
      // Transfers run to and from the hotels: with none there is nothing to switch on.
      if (!off && !hotelsIncluded(d)) return d;
      return rebuildTransfers({ ...d, isTransferQuotationDisabled: off, transfer: [] });
    case 'arrivalAirport':
      return rebuildTransfers({
        ...d,
        isArrivalAirportDisabled: off,
        arrivalAirport: off ? null : d.arrivalAirport,
      });
    case 'departureAirport':
      return rebuildTransfers({
        ...d,
        isDepartureAirportDisabled: off,
        departureAirport: off ? null : d.departureAirport,
      });
    case 'hotel':
      return withStaysFor({ ...d, isHotelQuotationDisabled: off });
    case 'alreadyBooked':
      return withStaysFor({ ...d, isAlreadyBooked: off });
  }
}

/**
 * Hotels off (or already booked): no stays, and transfers off with them (they run to and from the
 * hotels); back on: one empty stay when there is none (transfers stay off until switched on).
 */
function withStaysFor(d: QuotationFormDraft): QuotationFormDraft {
  if (!hotelsIncluded(d)) return { ...d, stays: [], isTransferQuotationDisabled: true, transfer: [] };
  return rebuildTransfers(d.stays.length > 0 ? d : { ...d, stays: [emptyDraftStay(d)] });
}

export function setAirport(
  d: QuotationFormDraft,
  end: 'arrival' | 'departure',
  airport: DraftAirport | null,
): QuotationFormDraft {
  return end === 'arrival' ? { ...d, arrivalAirport: airport } : { ...d, departureAirport: airport };
}
