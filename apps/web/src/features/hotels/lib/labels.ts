import {
  BOARD_NAMES,
  plural,
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
