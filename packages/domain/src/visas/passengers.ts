import { DEFAULT_VISA_ADULTS, MAX_VISA_TRAVELLERS, type VisaPaxType } from './types.ts';

export interface VisaEnquiryCounts {
  noOfAdult: number;
  noOfChild: number;
}

/** The problem with a traveller count, or null (spec section 5: adults minimum one). */
export function visaCountsProblem(counts: VisaEnquiryCounts): string | null {
  const { noOfAdult, noOfChild } = counts;
  if (!Number.isInteger(noOfAdult) || noOfAdult < 1) return 'At least one adult must travel';
  if (!Number.isInteger(noOfChild) || noOfChild < 0) return 'The number of children cannot be negative';
  if (noOfAdult + noOfChild > MAX_VISA_TRAVELLERS)
    return `At most ${MAX_VISA_TRAVELLERS} travellers per application`;
  return null;
}

export interface VisaPassengerSlot {
  paxType: VisaPaxType;
  /** 1-based number within its pax type ("Adult 2"). */
  number: number;
}

/**
 * One passenger row per adult (minimum one) and per child, adults first (spec section 5: visa
 * passenger rows are generated per adult count, minimum one, and child count).
 */
export function visaPassengerRows(noOfAdult: number, noOfChild: number): VisaPassengerSlot[] {
  const adults = Math.max(DEFAULT_VISA_ADULTS, Math.floor(Number.isFinite(noOfAdult) ? noOfAdult : 1));
  const children = Math.max(0, Math.floor(Number.isFinite(noOfChild) ? noOfChild : 0));
  return [
    ...Array.from({ length: adults }, (_, i) => ({ paxType: 'ADT' as const, number: i + 1 })),
    ...Array.from({ length: children }, (_, i) => ({ paxType: 'CHD' as const, number: i + 1 })),
  ];
}

/** Keeps the rows already typed when the counts change; new rows come from `blank`. */
export function resizeVisaRows<T extends { paxType: VisaPaxType }>(
  rows: readonly T[],
  noOfAdult: number,
  noOfChild: number,
  blank: (paxType: VisaPaxType) => T,
): T[] {
  const adults = rows.filter((r) => r.paxType === 'ADT');
  const children = rows.filter((r) => r.paxType === 'CHD');
  return visaPassengerRows(noOfAdult, noOfChild).map((slot) => {
    const pool = slot.paxType === 'ADT' ? adults : children;
    return pool[slot.number - 1] ?? blank(slot.paxType);
  });
}
