import type { DraftPickUp, QuotationFormDraft } from './draft-types.ts';
import { hotelsIncluded } from './draft-types.ts';

/** At most this many pick-up places (the contract's limit). */
export const MAX_PICK_UPS = 6;

/** The places a pick-up can name: the quotation's chosen hotels, then its airports. */
export function pickUpOptions(d: QuotationFormDraft): { value: string; label: string }[] {
  const out = new Map<string, string>();
  if (hotelsIncluded(d)) {
    for (const stay of d.stays)
      for (const h of stay.hotels) if (h.hotelId) out.set(h.hotelId, h.hotelName || 'Hotel');
  }
  for (const a of [
    d.isArrivalAirportDisabled ? null : d.arrivalAirport,
    d.isDepartureAirportDisabled ? null : d.departureAirport,
  ]) {
    if (a?.iata) out.set(a.iata, `Airport ${a.iata}`);
  }
  return [...out].map(([value, label]) => ({ value, label }));
}

export function addPickUp(d: QuotationFormDraft): QuotationFormDraft {
  if (d.pickUpPlaces.length >= MAX_PICK_UPS) return d;
  return { ...d, pickUpPlaces: [...d.pickUpPlaces, { placeId: '', note: '' }] };
}

export function setPickUp(
  d: QuotationFormDraft,
  index: number,
  change: Partial<DraftPickUp>,
): QuotationFormDraft {
  return { ...d, pickUpPlaces: d.pickUpPlaces.map((p, i) => (i === index ? { ...p, ...change } : p)) };
}

export function removePickUp(d: QuotationFormDraft, index: number): QuotationFormDraft {
  return { ...d, pickUpPlaces: d.pickUpPlaces.filter((_, i) => i !== index) };
}

/** Spec section 4: "clear pick-up place and note". */
export const clearPickUps = (d: QuotationFormDraft): QuotationFormDraft => ({ ...d, pickUpPlaces: [] });
