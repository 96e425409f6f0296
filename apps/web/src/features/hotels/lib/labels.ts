import {
  BOARD_NAMES,
  type AccommodationType,
  type BoardCode,
  type PriceType,
  type StarCategory,
} from '@portal/domain';

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
