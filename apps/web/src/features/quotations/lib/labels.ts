import {
  formatMoney,
  type ExcursionType,
  type QuotationRateType,
  type QuotationStatus,
  type QuotationTransferType,
} from '@portal/domain';

export const STATUS_LABELS: Record<QuotationStatus, string> = {
  confirmed: 'Confirmed',
  'not-confirmed': 'Not confirmed',
};

export const RATE_TYPE_LABELS: Record<QuotationRateType, string> = {
  refundable: 'Refundable',
  'non-refundable': 'Non-refundable',
};

export const TRANSFER_TYPE_LABELS: Record<QuotationTransferType, string> = {
  without: 'Without',
  shared: 'Shared',
  private: 'Private',
};

export const EXCURSION_TYPE_LABELS: Record<ExcursionType, string> = {
  Ticket: 'Ticket',
  Shared: 'Shared transfer',
  Private: 'Private transfer',
  TicketWithTransfer: 'Ticket with transfer',
};

/** Spec section 9: child ages "<1" and 1 to 11. */
export const childAgeLabel = (age: number) => (age === 0 ? '<1' : String(age));

/** An amount in minor units of the quotation currency: "USD 1,204.35". */
export const money = (minor: number, currency: string) => formatMoney(minor, currency);

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 adults, 1 child (age 4)". */
export function partyText(adults: number, ages: readonly number[]): string {
  const children = ages.length
    ? `, ${plural(ages.length, 'child', 'children')} (age ${ages.map(childAgeLabel).join(', ')})`
    : '';
  return `${plural(adults, 'adult')}${children}`;
}

/** An amendment id from the address: anything but a UUID names no quotation (not a 400 shown to the agent). */
export const amendmentIdOf = (raw: string | null | undefined): string =>
  raw && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw) ? raw : '';
