import { createHash } from 'node:crypto';
import type { AttractionDayInfo } from '../../schema/attractions.ts';
import type { CategorySlug, SeedAttraction } from './seed-types.ts';

/**
 * What the traveller needs on the day, for every seeded attraction: meeting point, pick-up window
 * and place (attractions with transfers), what to bring, the operator and its number for the day.
 * Derived from the attraction (category, location, itinerary) with exact values where the seed
 * knows better. Operators and their numbers are the demo's own (fictional 555 numbers).
 */

/** The company's own ground operations (tours with pick-up), reachable around the clock. */
export const GROUND_OPERATIONS = {
  operator: 'Desert Rose ground operations (24/7)',
  phone: '+971 50 111 2290',
};

const CITY: Record<SeedAttraction['destination'], string> = {
  dubai: 'Dubai',
  'abu-dhabi': 'Abu Dhabi',
  sharjah: 'Sharjah',
  'ras-al-khaimah': 'Ras Al Khaimah',
  fujairah: 'Fujairah',
  ajman: 'Ajman',
};

const BRING: Record<CategorySlug, string[]> = {
  'desert-safari': [
    'Sunglasses, a hat and sunscreen',
    'Comfortable clothes and closed shoes (sand gets everywhere)',
    'A light jacket from November to March: desert evenings are cool',
    'Photo ID (passport or Emirates ID)',
  ],
  'water-parks': [
    'Swimwear (no cotton clothing on the rides)',
    'A towel and a change of clothes',
    'Sunscreen (water-resistant)',
    'Photo ID for the locker deposit',
  ],
  'theme-parks': [
    'This voucher or the e-tickets, printed or on a phone',
    'Photo ID (passport or Emirates ID)',
    'Comfortable shoes, a hat and sunscreen for the outdoor areas',
  ],
  cruises: [
    'Photo ID (passport or Emirates ID): checked at the harbour',
    'A light jacket for the open deck in the evening',
  ],
  landmarks: ['This voucher or the e-tickets, printed or on a phone', 'Photo ID (passport or Emirates ID)'],
  museums: [
    'This voucher or the e-tickets, printed or on a phone',
    'Photo ID (passport or Emirates ID)',
    'Large bags stay in the cloakroom',
  ],
  tours: [
    'Passport or Emirates ID (some stops check ID)',
    'Comfortable walking shoes',
    'Modest clothing (shoulders and knees covered) for mosques and heritage sites',
    'Water and sunscreen',
  ],
  adventure: [
    'Photo ID (passport or Emirates ID)',
    'Sports clothes and closed shoes',
    'Sunscreen; glasses with a strap if you wear any',
  ],
  family: ['This voucher or the e-tickets, printed or on a phone', 'Photo ID (passport or Emirates ID)'],
};

/** Exact values the seed knows for an attraction (anything missing is derived). */
const KNOWN: Record<string, Partial<AttractionDayInfo>> = {
  'burj-khalifa-at-the-top': {
    meetingPoint: 'At the Top entrance, lower ground floor of The Dubai Mall (Fashion Avenue side)',
    operator: 'At the Top guest services',
  },
  'dubai-frame': { meetingPoint: 'Dubai Frame ticket office, Zabeel Park Gate 4 (parking P4)' },
  'museum-of-the-future': { meetingPoint: 'Main entrance on Sheikh Zayed Road, by Emirates Towers metro' },
  'ain-dubai': {
    meetingPoint: 'Ain Dubai ticket hall, Bluewaters Island (10 minutes from JBR by the bridge)',
  },
  'sheikh-zayed-grand-mosque-tour': {
    meetingPoint: 'Your hotel lobby in Dubai: the guide meets you there',
    pickupIncluded: true,
    pickup: { from: '07:45', to: '08:15', place: 'Lobby of your hotel or residence in Dubai' },
    whatToBring: [
      'Passport or Emirates ID: checked at the mosque entrance',
      'Modest clothing: long sleeves and trousers or a long skirt; women cover their hair (abayas are lent at the mosque)',
      'Water and sunscreen',
    ],
  },
  'evening-desert-safari-dubai': {
    pickup: { from: '14:45', to: '15:15', place: 'Lobby of your hotel or residence in Dubai' },
  },
  'morning-desert-safari-dubai': {
    pickup: { from: '07:30', to: '08:00', place: 'Lobby of your hotel or residence in Dubai' },
  },
  'overnight-desert-safari-dubai': {
    pickup: { from: '14:45', to: '15:15', place: 'Lobby of your hotel or residence in Dubai' },
  },
  'dhow-cruise-dubai-marina': {
    meetingPoint: 'Marina Walk, pier 7 (opposite Dubai Marina Mall): boarding from 19:30',
  },
  'dhow-cruise-dubai-creek': {
    meetingPoint: 'Creek Dhow boarding jetty, near Dubai Creek Golf Club: boarding from 19:30',
  },
  'musandam-khasab-day-trip': {
    pickup: { from: '06:00', to: '06:30', place: 'Lobby of your hotel or residence in Dubai' },
    whatToBring: [
      'Passport valid 6 months or more: the trip crosses into Oman (an Oman visa is arranged at the border)',
      'Swimwear, a towel and sunscreen',
      'A light jacket for the air-conditioned bus',
    ],
  },
  'musandam-dibba-day-trip': {
    pickup: { from: '06:30', to: '07:00', place: 'Lobby of your hotel or residence in Dubai' },
    whatToBring: [
      'Passport valid 6 months or more: Dibba harbour is in Oman',
      'Swimwear, a towel and sunscreen',
    ],
  },
  'hot-air-balloon-dubai': {
    pickup: { from: '04:00', to: '04:30', place: 'Lobby of your hotel or residence in Dubai' },
    whatToBring: ['Photo ID', 'A warm layer: dawn in the desert is cold', 'Closed shoes'],
  },
};

/** A stable demo number per operator: "+971 4 555 0xyz". */
function demoNumber(slug: string): string {
  const n = parseInt(createHash('sha1').update(slug).digest('hex').slice(0, 6), 16) % 1000;
  return `+971 4 555 0${String(n).padStart(3, '0')}`;
}

const offersTransfer = (a: SeedAttraction) =>
  a.activities.some((act) => act.shared !== undefined || (act.base !== 'private' && act.vehicles?.length));

const picksUp = (a: SeedAttraction) =>
  /pick-up/i.test(a.location) || (a.inclusions ?? []).some((i) => /pick-up/i.test(i));

/** "15:00 pick-up ..." in the itinerary gives a window around that time; tours default to the morning. */
function pickupWindow(a: SeedAttraction): { from: string; to: string } {
  const time = (a.itinerary ?? []).map((line) => /^(\d{2}):(\d{2}) pick-up/i.exec(line)).find(Boolean);
  if (time) {
    const minutes = Number(time[1]) * 60 + Number(time[2]);
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { from: hhmm(minutes - 15), to: hhmm(minutes + 15) };
  }
  if (a.category === 'desert-safari') return { from: '14:45', to: '15:15' };
  return { from: '08:30', to: '09:00' };
}

export function dayInfoFor(a: SeedAttraction): AttractionDayInfo {
  const city = CITY[a.destination];
  const tour = picksUp(a);
  const derived: AttractionDayInfo = {
    meetingPoint: tour
      ? `Your hotel lobby in ${city}: the driver calls the lead traveller on arrival`
      : a.category === 'cruises'
        ? `Boarding point at ${a.location}, 30 minutes before departure`
        : `Main entrance ticket counter, ${a.location}`,
    pickup:
      tour || offersTransfer(a)
        ? { ...pickupWindow(a), place: `Lobby of your hotel or residence in ${city}` }
        : null,
    pickupIncluded: tour,
    whatToBring: BRING[a.category],
    operator: tour || a.bookingType === 'booking' ? GROUND_OPERATIONS.operator : `${a.title} guest services`,
    emergencyPhone: tour || a.bookingType === 'booking' ? GROUND_OPERATIONS.phone : demoNumber(a.slug),
  };
  return { ...derived, ...KNOWN[a.slug] };
}
