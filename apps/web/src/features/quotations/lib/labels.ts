import {
  formatMoney,
  OCCUPANCY_TYPES,
  type OccupancyType,
  type ExcursionType,
  type QuotationRateType,
  type QuotationStatus,
  type QuotationTransferType,
} from '@portal/domain';
import type { Translate } from '../../../lib/i18n';

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

/* The same labels in the reader's language (the English above stays for the e-mail text). */

export function statusLabel(t: Translate, status: QuotationStatus): string {
  return status === 'confirmed'
    ? t('quotations.status.confirmed', 'Confirmed')
    : t('quotations.status.notConfirmed', 'Not confirmed');
}

export function rateTypeLabel(t: Translate, type: QuotationRateType): string {
  return type === 'refundable'
    ? t('quotations.rate.refundable', 'Refundable')
    : t('quotations.rate.nonRefundable', 'Non-refundable');
}

export function transferTypeLabel(t: Translate, type: QuotationTransferType): string {
  if (type === 'shared') return t('quotations.transfer.shared', 'Shared');
  if (type === 'private') return t('quotations.transfer.private', 'Private');
  return t('quotations.transfer.without', 'Without');
}

export function excursionTypeLabel(t: Translate, type: ExcursionType): string {
  if (type === 'Shared') return t('quotations.excursion.shared', 'Shared transfer');
  if (type === 'Private') return t('quotations.excursion.private', 'Private transfer');
  if (type === 'TicketWithTransfer')
    return t('quotations.excursion.ticketWithTransfer', 'Ticket with transfer');
  return t('quotations.excursion.ticket', 'Ticket');
}

export const nightsText = (t: Translate, n: number) =>
  t('quotations.nights', '{n, plural, one {# night} other {# nights}}', { n });

/** "2 adults, 1 child (age 4)" in the reader's language. */
export function partyLabel(t: Translate, adults: number, ages: readonly number[]): string {
  const grown = t('quotations.adults', '{n, plural, one {# adult} other {# adults}}', { n: adults });
  if (!ages.length) return grown;
  return t('quotations.party', '{adults}, {children} (age {ages})', {
    adults: grown,
    children: t('quotations.children', '{n, plural, one {# child} other {# children}}', { n: ages.length }),
    ages: ages.map(childAgeLabel).join(t('common.listSeparator', ', ')),
  });
}

export function occupancyLabel(t: Translate, occupancy: OccupancyType): string {
  if (occupancy === 'SGL') return t('quotations.occupancy.single', 'Single');
  if (occupancy === 'TPL') return t('quotations.occupancy.triple', 'Triple');
  return t('quotations.occupancy.double', 'Double / Twin');
}

/** "Whole trip, 2 adults and 1 child (1 x Double / Twin room)" (packages/domain's wholeTripLabel) in the reader's language. */
export function wholeTripText(
  t: Translate,
  party: { adults: number; children: number },
  rooms: Partial<Record<OccupancyType, number>>,
): string {
  const people =
    party.children > 0
      ? t('quotations.adultsAndChildren', '{adults} and {children}', {
          adults: t('quotations.adults', '{n, plural, one {# adult} other {# adults}}', { n: party.adults }),
          children: t('quotations.children', '{n, plural, one {# child} other {# children}}', {
            n: party.children,
          }),
        })
      : t('quotations.adults', '{n, plural, one {# adult} other {# adults}}', { n: party.adults });
  const plan = OCCUPANCY_TYPES.flatMap((o) =>
    (rooms[o] ?? 0) > 0
      ? [
          t('quotations.rooms', '{n} x {occupancy} {n, plural, one {room} other {rooms}}', {
            n: rooms[o] ?? 0,
            occupancy: occupancyLabel(t, o),
          }),
        ]
      : [],
  );
  return plan.length
    ? t('quotations.wholeTripRooms', 'Whole trip, {people} ({rooms})', {
        people,
        rooms: plan.join(t('common.listSeparator', ', ')),
      })
    : t('quotations.wholeTrip', 'Whole trip, {people}', { people });
}
