import {
  BOARD_NAMES,
  plural,
  type AccommodationType,
  type BoardCode,
  type HotelCancellationType,
  type PriceType,
  type StarCategory,
} from '@portal/domain';
import type { Translate } from '../../../lib/i18n';

/** A rate's cancellation type in the reader's language (the data keeps the English value). */
export function cancellationTypeLabel(t: Translate, type: HotelCancellationType): string {
  switch (type) {
    case 'Refundable':
      return t('hotel.cancel.refundable', 'Refundable');
    case 'Partially Refundable':
      return t('hotel.cancel.partial', 'Partially Refundable');
    case 'Non Refundable':
      return t('hotel.cancel.nonRefundable', 'Non Refundable');
  }
}

export const STAR_LABELS: Record<StarCategory, string> = {
  '1': '1 star',
  '2': '2 stars',
  '3': '3 stars',
  '4': '4 stars',
  '5': '5 stars',
  apartment: 'Apartment',
  hostel: 'Hostel',
  unrated: 'Unrated',
};

/** The form's star category choice: any, or one of spec section 5's values (best first). */
export const STAR_OPTIONS = [
  { value: '', label: 'Any' },
  ...(['5', '4', '3', '2', '1', 'apartment', 'hostel', 'unrated'] as const).map((s) => ({
    value: s,
    label: STAR_LABELS[s],
  })),
];

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  all: 'All rates',
  static: 'Contract rates (static)',
  dynamic: 'Live rates (dynamic)',
};

export const PRICE_TYPE_OPTIONS = (['all', 'static', 'dynamic'] as const).map((p) => ({
  value: p,
  label: PRICE_TYPE_LABELS[p],
}));

export const ACCOMMODATION_LABELS: Record<AccommodationType, string> = {
  hotel: 'Hotel',
  resort: 'Resort',
  apartment: 'Apartment',
  hostel: 'Hostel',
  villa: 'Villa',
  'guest-house': 'Guest house',
};

export const boardName = (code: BoardCode) => BOARD_NAMES[code];

/** Number of stars to draw (0 for apartments, hostels and unrated properties). */
export const starCount = (s: StarCategory) => (/^[1-5]$/.test(s) ? Number(s) : 0);

/**
 * The accommodation word next to the stars, or null when the category already says it (a hostel
 * rated "Hostel" reads "Hostel" once, not "Hostel Hostel").
 */
export function accommodationNote(category: StarCategory, type: AccommodationType): string | null {
  const word = ACCOMMODATION_LABELS[type];
  return word.toLowerCase() === STAR_LABELS[category].toLowerCase() ? null : word;
}

/** "Up to 3 guests (2 adults, 1 child)", "Up to 1 guest (1 adult)": a room's occupancy in words. */
export function occupancyText(room: {
  maxOccupancy: number;
  maxAdults: number;
  maxChildren: number;
}): string {
  const parts = [plural(room.maxAdults, 'adult')];
  if (room.maxChildren > 0) parts.push(plural(room.maxChildren, 'child', 'children'));
  return `Up to ${plural(room.maxOccupancy, 'guest')} (${parts.join(', ')})`;
}

/** The star categories in the reader's language (STAR_LABELS above are the English). */
export function starLabel(t: Translate, category: StarCategory): string {
  switch (category) {
    case 'apartment':
      return t('hotel.star.apartment', 'Apartment');
    case 'hostel':
      return t('hotel.star.hostel', 'Hostel');
    case 'unrated':
      return t('hotel.star.unrated', 'Unrated');
    default:
      return t('hotel.star.count', '{n, plural, one {# star} other {# stars}}', { n: Number(category) });
  }
}

export function starOptions(t: Translate): { value: string; label: string }[] {
  return STAR_OPTIONS.map((o) =>
    o.value === ''
      ? { value: '', label: t('hotel.star.any', 'Any') }
      : { value: o.value, label: starLabel(t, o.value as StarCategory) },
  );
}

export function priceTypeOptions(t: Translate): { value: PriceType; label: string }[] {
  const labels: Record<PriceType, string> = {
    all: t('hotel.priceType.all', 'All rates'),
    static: t('hotel.priceType.static', 'Contract rates (static)'),
    dynamic: t('hotel.priceType.dynamic', 'Live rates (dynamic)'),
  };
  return PRICE_TYPE_OPTIONS.map((o) => ({ value: o.value, label: labels[o.value] }));
}
