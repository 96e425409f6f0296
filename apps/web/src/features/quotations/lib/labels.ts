import {
  formatMoney,
  OCCUPANCY_TYPES,
  type OccupancyType,
  type BoardCode,
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

/** Spec section 9: child ages "<1" and 1 to 11. */
export const childAgeLabel = (age: number) => (age === 0 ? '<1' : String(age));

/** An amount in minor units of the quotation currency: "USD 1,204.35" (the back office's English). */
export const money = (minor: number, currency: string) => formatMoney(minor, currency);

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An amendment id from the address: anything but a UUID names no quotation (not a 400 shown to the agent). */
export const amendmentIdOf = (raw: string | null | undefined): string =>
  raw && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw) ? raw : '';

/* The labels in the reader's language (the e-mail text: in the client's, lib/email-text.ts). */

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

/**
 * A rule message of the quotation draft (packages/contracts quotations/draft.ts, the server's too)
 * in the reader's language; any other text (a server's) as it is.
 */
export function draftMessage(t: Translate, english: string): string {
  const known: Record<string, () => string> = {
    ['Choose a vehicle']: () => t('quotations.check.choosevehicle', 'Choose a vehicle'),
    ['Enter how many vehicles']: () => t('quotations.check.vehicleCount', 'Enter how many vehicles'),
    ['At least one vehicle']: () => t('quotations.check.oneVehicle', 'At least one vehicle'),
    ['Choose the airport']: () => t('quotations.check.airport', 'Choose the airport'),
    ['Choose the hotel']: () => t('quotations.check.hotel', 'Choose the hotel'),
    ['Add a hotel to the stay']: () => t('quotations.check.addHotel', 'Add a hotel to the stay'),
    ['Choose the transfer type']: () => t('quotations.check.transferType', 'Choose the transfer type'),
    ['Choose the excursion']: () => t('quotations.check.excursion', 'Choose the excursion'),
    ['Choose how the excursion is taken']: () =>
      t('quotations.check.excursionType', 'Choose how the excursion is taken'),
    ['Choose the pick-up place']: () => t('quotations.check.pickUp', 'Choose the pick-up place'),
    ['The pick-up note is too long']: () => t('quotations.check.pickUpNote', 'The pick-up note is too long'),
    ['Choose the visa']: () => t('quotations.check.visa', 'Choose the visa'),
    ['Choose the nationality']: () => t('quotations.check.nationality', 'Choose the nationality'),
    ['The client name is too long']: () => t('quotations.check.clientName', 'The client name is too long'),
    ['The reference is too long']: () => t('quotations.check.reference', 'The reference is too long'),
    ['Enter the number of adults']: () => t('quotations.check.adultsCount', 'Enter the number of adults'),
    ['At least one adult']: () => t('quotations.check.oneAdult', 'At least one adult'),
    ['Choose each child’s age']: () => t('quotations.check.childAge', 'Choose each child’s age'),
    ['Children are 0 to 11']: () => t('quotations.check.childRange', 'Children are 0 to 11'),
    ['At most 6 pick-up places']: () => t('quotations.check.pickUpMax', 'At most 6 pick-up places'),
    ['The markup cannot be negative']: () => t('quotations.check.markup', 'The markup cannot be negative'),
    ['Choose the age of every child']: () =>
      t('quotations.check.everyChildAge', 'Choose the age of every child'),
    ['The departure date must be after the arrival date']: () =>
      t('quotations.check.departureAfter', 'The departure date must be after the arrival date'),
    ['Choose the arrival airport']: () => t('quotations.check.arrivalAirport', 'Choose the arrival airport'),
    ['Choose the departure airport']: () =>
      t('quotations.check.departureAirport', 'Choose the departure airport'),
    ['Transfers run to and from the hotels: add a stay or switch transfers off']: () =>
      t(
        'quotations.check.transfersNeedStay',
        'Transfers run to and from the hotels: add a stay or switch transfers off',
      ),
    ['Add at least one stay option, or switch hotels off']: () =>
      t('quotations.check.oneStay', 'Add at least one stay option, or switch hotels off'),
    ['The hotel check-out must be after its check-in']: () =>
      t('quotations.check.hotelCheckOut', 'The hotel check-out must be after its check-in'),
    ['The hotel dates must fall within the arrival and departure dates']: () =>
      t('quotations.check.hotelDates', 'The hotel dates must fall within the arrival and departure dates'),
    ['Choose the visa, or switch visas off']: () =>
      t('quotations.check.visaOrOff', 'Choose the visa, or switch visas off'),
    ['A quotation needs at least one service']: () =>
      t('quotations.check.oneService', 'A quotation needs at least one service'),
  };
  const message = known[english];
  if (message) return message();
  const most = /^A quotation covers at most (\d+) nights$/.exec(english);
  if (most)
    return t('quotations.check.maxNights', 'A quotation covers at most {n} nights', { n: Number(most[1]) });
  return english;
}

export function boardLabel(t: Translate, board: BoardCode): string {
  if (board === 'BB') return t('quotations.board.bb', 'Bed & Breakfast');
  if (board === 'HB') return t('quotations.board.hb', 'Half Board');
  if (board === 'FB') return t('quotations.board.fb', 'Full Board');
  if (board === 'AI') return t('quotations.board.ai', 'All Inclusive');
  return t('quotations.board.ro', 'Room Only');
}
