import { QUOTATION_LIMITS as L, type QuotationTransferType } from './constants.ts';
import {
  type DraftStay,
  type DraftStayHotel,
  type DraftStayTransfer,
  type DraftTransferSlot,
  type QuotationFormDraft,
  type QuotationVehicleCount,
  clampCount,
  emptyDraftStay,
  emptyStayHotel,
  hotelsIncluded,
  noTransferSlot,
} from './draft-types.ts';

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
    const slots = Array.from({ length: count }, (_, i) => old[i] ?? noTransferSlot());
    if (d.isArrivalAirportDisabled) slots[0] = noTransferSlot();
    if (d.isDepartureAirportDisabled) slots[count - 1] = noTransferSlot();
    return { stayNo: s + 1, stays: slots };
  });
  return { ...d, transfer };
}

/** Adds a stay option (at most QUOTATION_LIMITS.maxStays) with one empty hotel. */
export function addStay(d: QuotationFormDraft): QuotationFormDraft {
  if (!hotelsIncluded(d) || d.stays.length >= L.maxStays) return d;
  return rebuildTransfers({ ...d, stays: [...d.stays, emptyDraftStay(d)] });
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
      noTransferSlot(),
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
  const n = clampCount(count, 1, L.maxVehicleCount);
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
