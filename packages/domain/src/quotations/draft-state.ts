import type { BoardCode } from '../hotels/types.ts';
import type { MarkupType } from '../pricing/markup.ts';
import {
  QUOTATION_DEFAULTS,
  QUOTATION_LIMITS as L,
  type ExcursionType,
  type QuotationCurrency,
  type QuotationTransferType,
} from './constants.ts';

/**
 * The quotation draft as the form holds it (spec section 3 "Quotation draft") and the transitions of
 * spec section 4 "Quotation". It follows the contract's QuotationDraftInput field for field, with a few
 * form-only fields (hotel names, the city a hotel was picked from) the request leaves out.
 */
export interface QuotationVehicleCount {
  vehicle: string;
  count: number;
}
export interface DraftAirport {
  iata: string;
  terminalCode: string | null;
}
export interface DraftStayHotel {
  /** '' until a hotel is chosen (an "empty hotel"). */
  hotelId: string;
  hotelName: string;
  cityId: string;
  /** null: the cheapest room type, the cheapest board. */
  roomTypeId: string | null;
  boardTypeCode: BoardCode | null;
  checkInDate: string;
  checkOutDate: string;
}
export interface DraftStay {
  hotels: DraftStayHotel[];
}
export interface DraftTransferSlot {
  transferType: QuotationTransferType;
  vehicleTypes: QuotationVehicleCount[];
}
export interface DraftStayTransfer {
  stayNo: number;
  stays: DraftTransferSlot[];
}
export interface DraftExcursion {
  activityId: string;
  selectedExcursionType: ExcursionType;
  vehicleType: QuotationVehicleCount[];
}

export interface QuotationFormDraft {
  clientName: string;
  agentQuotationNumber: string;
  noOfAdults: number;
  noOfChildren: number;
  childrenAges: number[];
  paxType: 'FIT' | 'GROUP';
  checkInDate: string;
  checkOutDate: string;
  /** ISO code; '' until chosen (the form shows the agent's country meanwhile). */
  nationality: string;
  quotationCurrency: QuotationCurrency;
  isArrivalAirportDisabled: boolean;
  arrivalAirport: DraftAirport | null;
  isDepartureAirportDisabled: boolean;
  departureAirport: DraftAirport | null;
  isAlreadyBooked: boolean;
  hotelDisabledRemark: string;
  isHotelQuotationDisabled: boolean;
  stays: DraftStay[];
  isTransferQuotationDisabled: boolean;
  /** Always built from the stays: one entry per stay, one slot more than its hotels. */
  transfer: DraftStayTransfer[];
  isExcursionQuotationDisabled: boolean;
  excursions: DraftExcursion[];
  isSupplimentQuotationDisabled: boolean;
  supplements: DraftExcursion[];
  isVisaQuotaionsDisabled: boolean;
  visa: { visaId: string; nationalityId: string } | null;
  isCustomMarkup: boolean;
  customMarkupType: MarkupType;
  customMarkup: number;
}

export const emptyStayHotel = (checkInDate = '', checkOutDate = ''): DraftStayHotel => ({
  hotelId: '',
  hotelName: '',
  cityId: '',
  roomTypeId: null,
  boardTypeCode: null,
  checkInDate,
  checkOutDate,
});
const emptyStay = (d: Pick<QuotationFormDraft, 'checkInDate' | 'checkOutDate'>): DraftStay => ({
  hotels: [emptyStayHotel(d.checkInDate, d.checkOutDate)],
});
const withoutTransfer = (): DraftTransferSlot => ({ transferType: 'without', vehicleTypes: [] });
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n) || 0));

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
    stays: [emptyStay({ checkInDate: '', checkOutDate: '' })],
    isTransferQuotationDisabled: false,
    transfer: [],
    isExcursionQuotationDisabled: false,
    excursions: [],
    isSupplimentQuotationDisabled: false,
    supplements: [],
    isVisaQuotaionsDisabled: false,
    visa: null,
    isCustomMarkup: false,
    customMarkupType: 'flat',
    customMarkup: 0,
  });
}

export const hotelsIncluded = (d: QuotationFormDraft) => !d.isHotelQuotationDisabled && !d.isAlreadyBooked;
export const quotationTravellers = (d: QuotationFormDraft) => d.noOfAdults + d.noOfChildren;

export function setQuotationAdults(d: QuotationFormDraft, count: number): QuotationFormDraft {
  return { ...d, noOfAdults: clamp(count, 1, L.maxAdults) };
}

/** Spec section 4: ages follow the children count; zero clears them; each added child is 4. */
export function setQuotationChildren(d: QuotationFormDraft, count: number): QuotationFormDraft {
  const n = clamp(count, 0, L.maxChildren);
  const kept = d.childrenAges.slice(0, n);
  const added = Array.from({ length: n - kept.length }, () => QUOTATION_DEFAULTS.childAge);
  return { ...d, noOfChildren: n, childrenAges: [...kept, ...added] };
}

export function setQuotationChildAge(d: QuotationFormDraft, index: number, age: number): QuotationFormDraft {
  if (index < 0 || index >= d.childrenAges.length) return d;
  const childrenAges = d.childrenAges.map((a, i) => (i === index ? clamp(age, 0, L.maxChildAge) : a));
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
  return rebuildTransfers(d.stays.length > 0 ? d : { ...d, stays: [emptyStay(d)] });
}

export function setAirport(
  d: QuotationFormDraft,
  end: 'arrival' | 'departure',
  airport: DraftAirport | null,
): QuotationFormDraft {
  return end === 'arrival' ? { ...d, arrivalAirport: airport } : { ...d, departureAirport: airport };
}

/**
 * Spec section 4: the transfer list is built from the stays, one slot more than the hotels of each
 * (arrival airport, hotel to hotel, departure airport). Choices are kept where their slot still exists;
 * a switched-off airport leaves its slot without a transfer.
 */
export function rebuildTransfers(d: QuotationFormDraft): QuotationFormDraft {
  if (d.isTransferQuotationDisabled || !hotelsIncluded(d)) return { ...d, transfer: [] };
  const transfer = d.stays.map((stay, s): DraftStayTransfer => {
    const old = d.transfer[s]?.stays ?? [];
    const count = stay.hotels.length + 1;
    const slots = Array.from({ length: count }, (_, i) => old[i] ?? withoutTransfer());
    if (d.isArrivalAirportDisabled) slots[0] = withoutTransfer();
    if (d.isDepartureAirportDisabled) slots[count - 1] = withoutTransfer();
    return { stayNo: s + 1, stays: slots };
  });
  return { ...d, transfer };
}

/** Adds a stay option (at most QUOTATION_LIMITS.maxStays) with one empty hotel. */
export function addStay(d: QuotationFormDraft): QuotationFormDraft {
  if (!hotelsIncluded(d) || d.stays.length >= L.maxStays) return d;
  return rebuildTransfers({ ...d, stays: [...d.stays, emptyStay(d)] });
}

export function removeStay(d: QuotationFormDraft, stayIndex: number): QuotationFormDraft {
  if (!d.stays[stayIndex]) return d;
  return rebuildTransfers({
    ...d,
    stays: d.stays.filter((_, i) => i !== stayIndex),
    transfer: d.transfer.filter((_, i) => i !== stayIndex),
  });
}

function mapStay(d: QuotationFormDraft, stayIndex: number, f: (stay: DraftStay) => DraftStay) {
  return d.stays.map((stay, i) => (i === stayIndex ? f(stay) : stay));
}
function mapSlots(
  d: QuotationFormDraft,
  stayIndex: number,
  f: (slots: DraftTransferSlot[]) => DraftTransferSlot[],
): DraftStayTransfer[] {
  return d.transfer.map((t, i) => (i === stayIndex ? { ...t, stays: f(t.stays) } : t));
}

/**
 * Appends a hotel (checking in when the previous one checks out). Its new slot goes before the last
 * one, so the choice made for the way to the departure airport stays with that way.
 */
export function addStayHotel(d: QuotationFormDraft, stayIndex: number): QuotationFormDraft {
  const stay = d.stays[stayIndex];
  if (!stay || stay.hotels.length >= L.maxHotelsPerStay) return d;
  const last = stay.hotels.at(-1);
  const hotel = emptyStayHotel(last?.checkOutDate || d.checkInDate, d.checkOutDate);
  const at = stay.hotels.length;
  return rebuildTransfers({
    ...d,
    stays: mapStay(d, stayIndex, (s) => ({ hotels: [...s.hotels, hotel] })),
    transfer: mapSlots(d, stayIndex, (slots) => [
      ...slots.slice(0, at),
      withoutTransfer(),
      ...slots.slice(at),
    ]),
  });
}

/**
 * Removes a hotel and one of the two slots around it: the airport slots keep their choices (the last
 * hotel loses the slot arriving at it, any other hotel the slot leaving it).
 */
export function removeStayHotel(
  d: QuotationFormDraft,
  stayIndex: number,
  hotelIndex: number,
): QuotationFormDraft {
  const stay = d.stays[stayIndex];
  if (!stay?.hotels[hotelIndex]) return d;
  const isLast = hotelIndex === stay.hotels.length - 1 && hotelIndex > 0;
  const dropSlot = isLast ? hotelIndex : hotelIndex + 1;
  return rebuildTransfers({
    ...d,
    stays: mapStay(d, stayIndex, (s) => ({ hotels: s.hotels.filter((_, i) => i !== hotelIndex) })),
    transfer: mapSlots(d, stayIndex, (slots) => slots.filter((_, i) => i !== dropSlot)),
  });
}

export function updateStayHotel(
  d: QuotationFormDraft,
  stayIndex: number,
  hotelIndex: number,
  patch: Partial<DraftStayHotel>,
): QuotationFormDraft {
  if (!d.stays[stayIndex]?.hotels[hotelIndex]) return d;
  const stays = mapStay(d, stayIndex, (s) => ({
    hotels: s.hotels.map((h, i) => (i === hotelIndex ? { ...h, ...patch } : h)),
  }));
  return { ...d, stays };
}

/** Spec section 4: hotels never chosen are dropped (stays keep their slots in step). */
export function clearEmptyHotels(d: QuotationFormDraft): QuotationFormDraft {
  let next = d;
  d.stays.forEach((stay, s) => {
    for (let h = stay.hotels.length - 1; h >= 0; h -= 1)
      if (!stay.hotels[h]?.hotelId) next = removeStayHotel(next, s, h);
  });
  return next;
}

/** A slot whose airport is switched off has no transfer to choose. */
export function slotIsOpen(d: QuotationFormDraft, stayIndex: number, slotIndex: number): boolean {
  const count = d.transfer[stayIndex]?.stays.length ?? 0;
  if (slotIndex === 0 && d.isArrivalAirportDisabled) return false;
  return !(slotIndex === count - 1 && d.isDepartureAirportDisabled);
}

/** Spec section 4: leaving Private clears the vehicles; choosing Private starts from `vehicles`. */
export function setTransferType(
  d: QuotationFormDraft,
  stayIndex: number,
  slotIndex: number,
  type: QuotationTransferType,
  vehicles: QuotationVehicleCount[] = [],
): QuotationFormDraft {
  if (!d.transfer[stayIndex]?.stays[slotIndex] || !slotIsOpen(d, stayIndex, slotIndex)) return d;
  const transfer = mapSlots(d, stayIndex, (slots) =>
    slots.map((slot, i) => {
      if (i !== slotIndex) return slot;
      if (type !== 'private') return { transferType: type, vehicleTypes: [] };
      const keep = slot.transferType === 'private' && slot.vehicleTypes.length > 0;
      return { transferType: type, vehicleTypes: keep ? slot.vehicleTypes : vehicles };
    }),
  );
  return { ...d, transfer };
}

/** Sets (or adds) one vehicle's count; a count of zero is ignored (spec section 4). */
export function withVehicleCount(
  list: QuotationVehicleCount[],
  vehicle: string,
  count: number,
): QuotationVehicleCount[] {
  if (!vehicle || !(count > 0)) return list;
  const n = clamp(count, 1, L.maxVehicleCount);
  if (list.some((v) => v.vehicle === vehicle))
    return list.map((v) => (v.vehicle === vehicle ? { vehicle, count: n } : v));
  return list.length >= 5 ? list : [...list, { vehicle, count: n }];
}

export const withoutVehicle = (list: QuotationVehicleCount[], vehicle: string) =>
  list.filter((v) => v.vehicle !== vehicle);

export function setTransferVehicles(
  d: QuotationFormDraft,
  stayIndex: number,
  slotIndex: number,
  change: (list: QuotationVehicleCount[]) => QuotationVehicleCount[],
): QuotationFormDraft {
  const slot = d.transfer[stayIndex]?.stays[slotIndex];
  if (slot?.transferType !== 'private') return d;
  const transfer = mapSlots(d, stayIndex, (slots) =>
    slots.map((s, i) => (i === slotIndex ? { ...s, vehicleTypes: change(s.vehicleTypes) } : s)),
  );
  return { ...d, transfer };
}

/**
 * The vehicles a private transfer starts with: the first (in the given order) seating the whole party,
 * else enough of the largest.
 */
export function privateVehiclesFor(
  vehicles: readonly { _id: string; capacity: number }[],
  travellers: number,
): QuotationVehicleCount[] {
  const fits = vehicles.find((v) => v.capacity >= travellers);
  if (fits) return [{ vehicle: fits._id, count: 1 }];
  const largest = [...vehicles].sort((a, b) => b.capacity - a.capacity)[0];
  if (!largest || largest.capacity < 1) return [];
  return [
    { vehicle: largest._id, count: Math.min(L.maxVehicleCount, Math.ceil(travellers / largest.capacity)) },
  ];
}

/** An excursion or supplement as the form's lookups offer it (quotation initial data). */
export interface ExcursionOptionRef {
  _id: string;
  /** ticket: a ticket, transfer optional; transfer: the price includes the pick-up. */
  excursionType: 'ticket' | 'transfer';
  sharedTransfer: boolean;
  privateVehicles: readonly { _id: string; capacity: number }[];
}
export type ExcursionListName = 'excursions' | 'supplements';

/** Spec section 4: new selections start as Ticket for ticket excursions, TicketWithTransfer otherwise. */
export const defaultExcursionType = (o: ExcursionOptionRef): ExcursionType =>
  o.excursionType === 'ticket' ? 'Ticket' : 'TicketWithTransfer';

/** The ways an excursion can be taken: its own, Shared with a shared transfer, Private with vehicles. */
export function excursionTypesFor(o: ExcursionOptionRef): ExcursionType[] {
  const types: ExcursionType[] = [defaultExcursionType(o)];
  if (o.sharedTransfer) types.push('Shared');
  if (o.privateVehicles.length > 0) types.push('Private');
  return types;
}

function excursionChoice(
  o: ExcursionOptionRef,
  type: ExcursionType,
  travellers: number,
  current?: DraftExcursion,
): DraftExcursion {
  const chosen = excursionTypesFor(o).includes(type) ? type : defaultExcursionType(o);
  if (chosen !== 'Private') return { activityId: o._id, selectedExcursionType: chosen, vehicleType: [] };
  const keep = current?.selectedExcursionType === 'Private' && current.vehicleType.length > 0;
  const vehicleType = keep ? current.vehicleType : privateVehiclesFor(o.privateVehicles, travellers);
  return { activityId: o._id, selectedExcursionType: chosen, vehicleType };
}

/**
 * Spec section 4: selecting sets the chosen type (a type the excursion does not offer falls back to its
 * default); Private starts with vehicles seating the party. Selecting a selected one changes its type.
 */
export function selectExcursion(
  d: QuotationFormDraft,
  list: ExcursionListName,
  option: ExcursionOptionRef,
  type: ExcursionType = defaultExcursionType(option),
): QuotationFormDraft {
  const items = d[list];
  const current = items.find((e) => e.activityId === option._id);
  const choice = excursionChoice(option, type, quotationTravellers(d), current);
  if (current) return { ...d, [list]: items.map((e) => (e === current ? choice : e)) };
  if (items.length >= L.maxExcursions) return d;
  return { ...d, [list]: [...items, choice] };
}

/** Unselecting drops the excursion, and its vehicles with it. */
export function unselectExcursion(
  d: QuotationFormDraft,
  list: ExcursionListName,
  activityId: string,
): QuotationFormDraft {
  return { ...d, [list]: d[list].filter((e) => e.activityId !== activityId) };
}

/** Changes a Private excursion's vehicles (e.g. withVehicleCount: a zero count is ignored). */
export function setExcursionVehicles(
  d: QuotationFormDraft,
  list: ExcursionListName,
  activityId: string,
  change: (list: QuotationVehicleCount[]) => QuotationVehicleCount[],
): QuotationFormDraft {
  const items = d[list].map((e) =>
    e.activityId === activityId && e.selectedExcursionType === 'Private'
      ? { ...e, vehicleType: change(e.vehicleType) }
      : e,
  );
  return { ...d, [list]: items };
}

/** The quotation list's filters and page (spec section 3 "Quotation list"). */
export interface QuotationListFilters {
  dateFrom: string;
  dateTo: string;
  quotationNumber: string;
  skip: number;
  limit: number;
}

export const initialQuotationListFilters = (): QuotationListFilters => ({
  dateFrom: '',
  dateTo: '',
  quotationNumber: '',
  skip: 0,
  limit: QUOTATION_DEFAULTS.pageSize,
});

/** Spec section 4: changing a filter goes back to the first page. */
export function setListFilters(
  state: QuotationListFilters,
  change: Partial<Pick<QuotationListFilters, 'dateFrom' | 'dateTo' | 'quotationNumber'>>,
): QuotationListFilters {
  return { ...state, ...change, skip: 0 };
}

/** Spec section 4: clearing the filters sets limit 10 and skip 0. */
export function clearListFilters(): QuotationListFilters {
  return initialQuotationListFilters();
}

export function setListSkip(state: QuotationListFilters, skip: number): QuotationListFilters {
  return { ...state, skip: Math.max(0, Math.trunc(skip) || 0) };
}
