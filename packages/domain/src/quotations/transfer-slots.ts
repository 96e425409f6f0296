/** A place a quotation transfer starts or ends at. */
export type TransferPlace =
  { kind: 'airport'; iata: string; name: string } | { kind: 'hotel'; hotelId: string; name: string };

export interface TransferSlot {
  /** Null where the airport is switched off: the slot can only be "without". */
  from: TransferPlace | null;
  to: TransferPlace | null;
}

/**
 * The transfer slots of one stay (spec section 4: "one slot more than the hotels in each stay"):
 * arrival airport to the first hotel, each hotel to the next, the last hotel to the departure airport.
 */
export function transferSlots(
  hotels: readonly { hotelId: string; name: string }[],
  arrival: { iata: string; name: string } | null,
  departure: { iata: string; name: string } | null,
): TransferSlot[] {
  const places: (TransferPlace | null)[] = [
    arrival && { kind: 'airport', ...arrival },
    ...hotels.map((h): TransferPlace => ({ kind: 'hotel', hotelId: h.hotelId, name: h.name })),
    departure && { kind: 'airport', ...departure },
  ];
  return places.slice(1).map((to, i) => ({ from: places[i] ?? null, to }));
}

export function placeName(place: TransferPlace | null): string {
  return place?.name ?? 'Not included';
}
