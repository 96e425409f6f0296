import type { AccommodationType, StarCategory } from '@portal/domain';
import type { Rand } from '../attractions/image-motifs.ts';

/** Deterministic picks from a seeded random source. */
export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
export const intBetween = (rand: Rand, min: number, max: number) =>
  min + Math.floor(rand() * (max - min + 1));
export const chance = (rand: Rand, p: number) => rand() < p;

/** Shuffled copy (Fisher-Yates on the seeded source). */
export function shuffled<T>(rand: Rand, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const IND = null;
/** Chains of generated properties by tier; null (independent) is common, budget brands stay 3-star. */
const CHAINS: Record<'luxury' | 'mid' | 'budget' | 'apartment', readonly (string | null)[]> = {
  luxury: [
    IND,
    IND,
    'Marriott International',
    'Hilton',
    'Accor',
    'IHG Hotels & Resorts',
    'Rotana',
    'Radisson Hotel Group',
    'Millennium Hotels',
    'Hyatt',
  ],
  mid: [
    IND,
    IND,
    IND,
    IND,
    'Rotana',
    'Accor',
    'Hilton',
    'IHG Hotels & Resorts',
    'Radisson Hotel Group',
    'Wyndham',
    'Millennium Hotels',
    'Swiss-Belhotel International',
    'Golden Tulip',
    'Ramee Group',
    'Landmark Hotels',
    'Gloria Hotels',
  ],
  budget: [IND, IND, IND, IND, IND, IND, 'Ramee Group', 'Landmark Hotels', 'Gloria Hotels'],
  apartment: [
    IND,
    IND,
    IND,
    'Rotana',
    'Millennium Hotels',
    'Ramee Group',
    'Swiss-Belhotel International',
    'Golden Tulip',
    'Wyndham',
  ],
};
const THREE_STAR_BRANDS = ['Citymax Hotels', 'Rove Hotels', 'Premier Inn'] as const;

export function chainFor(rand: Rand, star: StarCategory, type: AccommodationType): string | null {
  if (type === 'hostel' || type === 'guest-house') return null;
  if (type === 'apartment') return pick(rand, CHAINS.apartment);
  if (star === '5') return pick(rand, CHAINS.luxury);
  if (star === '3' && chance(rand, 0.15)) return pick(rand, THREE_STAR_BRANDS);
  if (star === '3' || star === '4') return pick(rand, CHAINS.mid);
  return pick(rand, CHAINS.budget);
}

/** Brand-ish words for generated names ("<Area> <word> Hotel"). */
export const NAME_WORDS = [
  'Pearl',
  'Grand',
  'Plaza',
  'Royal',
  'Crystal',
  'Golden Sands',
  'Oasis',
  'Majestic',
  'Regent',
  'Heritage',
  'Skyline',
  'Dunes',
  'Landmark',
  'Garden',
  'Boulevard',
  'Tower',
  'Elite',
  'Signature',
  'Vista',
  'Horizon',
  'Coral',
  'Sapphire',
  'Emerald',
  'Falcon',
  'Gulf',
  'Arabian',
  'Saffron',
  'Jasmine',
  'Lotus',
  'Citadel',
  'Park',
  'Bay',
  'Lagoon',
  'Sea Breeze',
  'Palace',
  'Crown',
  'Imperial',
  'Continental',
  'Ambassador',
  'Atrium',
  'Marquee',
  'Nova',
  'Zenith',
  'Orchid',
  'Sand Rose',
  'Dhow',
  'Creekside',
  'Wave',
  'Summit',
  'Meridian',
  'Capital',
  'Mirage',
  'Sahara',
  'Desert Rose',
  'Star',
  'Central',
  'Metropolitan',
  'Executive',
  'Ivory',
  'Onyx',
  'Amber',
  'Aurora',
  'Lumiere',
  'Riviera',
  'Cosmo',
  'Nomad',
  'Al Noor',
  'Al Safa',
  'Al Waha',
  'Al Jawhara',
  'Al Bustan',
  'Al Manzil',
  'Al Hayat',
  'Al Diyafa',
  'Qasr',
  'Bayt',
  'Mashreq',
  'Nakheel',
  'Sidra',
  'Ghaf',
  'Marjan',
  'Lulu',
  'Yasmin',
  'Fanar',
  'Manara',
  'Sultan',
  'Barakat',
  'Tulip',
  'Cedar',
] as const;

/** Shorter names agents use for long areas, for hotel names only. */
export const AREA_SHORT: Record<string, string> = {
  'Jumeirah Beach Residence': 'JBR',
  'Jumeirah Lake Towers': 'JLT',
  'Downtown Dubai': 'Downtown',
  'Dubai Festival City': 'Festival City',
  'Dubai Silicon Oasis': 'Silicon Oasis',
  'Umm Al Quwain Corniche': 'Umm Al Quwain',
  'Between the Bridges': 'Bain Al Jessrain',
};

export function nameFor(rand: Rand, type: AccommodationType, area: string, city: string): string {
  const a = AREA_SHORT[area] ?? area;
  const w = pick(rand, NAME_WORDS);
  switch (type) {
    case 'resort':
      return pick(rand, [`${a} ${w} Resort & Spa`, `${w} Beach Resort ${a}`, `${a} ${w} Resort`]);
    case 'apartment':
      return pick(rand, [`${a} ${w} Hotel Apartments`, `${w} Residences ${a}`, `${w} Suites ${a}`]);
    case 'hostel':
      return pick(rand, [`${w} Hostel ${a}`, `${a} ${w} Backpackers`, `${w} Social Hostel ${city}`]);
    case 'villa':
      return pick(rand, [`${w} Villas ${a}`, `${a} ${w} Private Villas`]);
    case 'guest-house':
      return pick(rand, [`${w} Guest House ${a}`, `Bayt ${w} ${a}`, `${a} ${w} Inn`]);
    case 'hotel':
      return pick(rand, [
        `${a} ${w} Hotel`,
        `${a} ${w} Hotel`,
        `${w} Hotel ${a}`,
        `${a} ${w} Hotel & Suites`,
        `${w} ${a} Hotel`,
      ]);
  }
}

/** Star mix of generated properties (weights). */
export const STAR_WEIGHTS: readonly [StarCategory, number][] = [
  ['5', 11],
  ['4', 24],
  ['3', 24],
  ['2', 8],
  ['1', 3],
  ['apartment', 16],
  ['hostel', 3],
  ['unrated', 11],
];

export function weighted<T>(rand: Rand, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

export function accommodationFor(rand: Rand, star: StarCategory, beach: boolean): AccommodationType {
  if (star === 'apartment') return 'apartment';
  if (star === 'hostel') return 'hostel';
  if (star === 'unrated') return chance(rand, 0.55) ? 'guest-house' : 'hotel';
  if (star === '5' && beach && chance(rand, 0.12)) return 'villa';
  if ((star === '5' || star === '4') && beach && chance(rand, 0.6)) return 'resort';
  return 'hotel';
}

/** Typical shoulder-season price of a standard room per night, AED, before the city's price factor. */
export function basePriceFor(rand: Rand, star: StarCategory, type: AccommodationType): number {
  const ranges: Record<StarCategory, [number, number]> = {
    '1': [120, 180],
    '2': [160, 250],
    '3': [220, 380],
    '4': [340, 650],
    '5': [650, 1600],
    apartment: [260, 620],
    hostel: [70, 130],
    unrated: [150, 320],
  };
  const [min, max] = ranges[star];
  const resortUplift = type === 'resort' || type === 'villa' ? 1.35 : 1;
  return Math.round(((min + rand() * (max - min)) * resortUplift) / 5) * 5;
}

const isStar = (star: StarCategory, min: number) => Number(star) >= min;

/** Amenities by category and setting, with a few random extras. */
export function amenitiesFor(
  rand: Rand,
  star: StarCategory,
  type: AccommodationType,
  beach: boolean,
  citySlug: string,
): string[] {
  const set = new Set<string>(['Free WiFi', 'Air Conditioning', 'Non-smoking Rooms']);
  if (type !== 'guest-house' || chance(rand, 0.5)) set.add('24-hour Front Desk');
  if (isStar(star, 2) || type === 'apartment') ['Laundry Service', 'Parking'].forEach((a) => set.add(a));
  if (isStar(star, 3)) ['Restaurant', 'Room Service'].forEach((a) => set.add(a));
  if (isStar(star, 4)) {
    ['Swimming Pool', 'Fitness Centre', 'Meeting Rooms', 'Concierge', 'Business Centre'].forEach((a) =>
      set.add(a),
    );
  }
  if (star === '5') ['Spa', 'Bar', 'Valet Parking', 'Sauna', 'Steam Room'].forEach((a) => set.add(a));
  if (type === 'resort' || type === 'villa')
    ['Kids Club', 'Water Sports', 'Swimming Pool', 'Restaurant'].forEach((a) => set.add(a));
  if (beach && (type === 'resort' || type === 'villa' || (isStar(star, 4) && chance(rand, 0.5))))
    set.add('Private Beach');
  else if (beach) set.add('Beach Access');
  if (type === 'apartment') ['Kitchenette', 'Washing Machine', 'Family Rooms'].forEach((a) => set.add(a));
  if (type === 'apartment' && chance(rand, 0.6)) set.add('Swimming Pool');
  if (type === 'hostel') ['Shared Kitchen', 'Lockers', 'Common Lounge'].forEach((a) => set.add(a));
  if (type === 'guest-house') ['Garden', 'Breakfast Available'].forEach((a) => set.add(a));
  const extras = [
    'Airport Shuttle',
    'Wheelchair Accessible',
    'Family Rooms',
    'Prayer Room',
    'Babysitting',
    'Electric Vehicle Charging',
    'Rooftop Terrace',
    'Pet Friendly',
  ];
  if (isStar(star, 3) && chance(rand, 0.25)) set.add('Rooftop Pool');
  if ((citySlug === 'ras-al-khaimah' || citySlug === 'abu-dhabi') && star === '5' && chance(rand, 0.3))
    set.add('Golf Course');
  if ((type === 'resort' || star === '5') && chance(rand, 0.4)) set.add('Tennis Court');
  for (const e of extras) if (chance(rand, 0.18)) set.add(e);
  return [...set];
}

const OPENERS: Record<AccommodationType, readonly string[]> = {
  hotel: [
    '{name} is a {stars} hotel in {area}, {city}, a short walk from shops, cafés and the metro.',
    'Set in the heart of {area}, {name} offers {stars} comfort for business and leisure travellers to {city}.',
    '{name} welcomes guests to {area} with modern rooms and the warm Emirati hospitality {city} is known for.',
  ],
  resort: [
    '{name} is a {stars} beach resort in {area}, {city}, with landscaped gardens running down to the sea.',
    'Facing the Arabian Gulf in {area}, {name} is a {stars} resort made for slow days by the water.',
    '{name} brings together sea views, pools and family-friendly facilities in {area}, {city}.',
  ],
  apartment: [
    '{name} offers serviced apartments in {area}, {city}, with the space and kitchen of a home.',
    'Ideal for families and longer stays, {name} has fully furnished apartments in {area}.',
    '{name} is an apartment hotel in {area}, {city}, close to supermarkets, restaurants and public transport.',
  ],
  hostel: [
    '{name} is a friendly hostel in {area}, {city}, with dormitory beds and private rooms on a budget.',
    'Meet other travellers at {name}, a social hostel in {area} with a shared kitchen and lounge.',
  ],
  villa: [
    '{name} offers private villas with their own pools in {area}, {city}, a few steps from the beach.',
    'Secluded and spacious, {name} is a collection of luxury villas in {area}.',
  ],
  'guest-house': [
    '{name} is a small guest house in {area}, {city}, with rooms arranged around a shaded courtyard.',
    'Family-run {name} offers a quiet, personal stay in {area}, {city}.',
  ],
};

const MIDDLES = [
  'Rooms are decorated in calm, contemporary tones and come with air conditioning, a safe and a work desk.',
  'Each room features blackout curtains, a rain shower and high-speed WiFi.',
  'Guests enjoy {amenityA} and {amenityB}, and the team at reception can arrange tours and transfers.',
  'Facilities include {amenityA} and {amenityB}; many rooms look out over {area}.',
  'The property is {distance} km from the centre of {city}, with taxis available around the clock.',
  'Dining ranges from a generous breakfast buffet to Arabic and international dishes in the evening.',
];

const CLOSERS = [
  'Check-in is from {checkIn} and check-out until {checkOut}.',
  'Early check-in and late check-out can be requested, subject to availability.',
  'Guests under 21 must be accompanied by an adult; a valid ID or passport is required at check-in.',
  'A security deposit may be requested at check-in and is returned at departure.',
];

const STAR_WORDS: Record<StarCategory, string> = {
  '1': 'one-star',
  '2': 'two-star',
  '3': 'three-star',
  '4': 'four-star',
  '5': 'five-star',
  apartment: 'serviced',
  hostel: 'budget',
  unrated: 'boutique',
};

export function descriptionFor(
  rand: Rand,
  h: {
    name: string;
    star: StarCategory;
    type: AccommodationType;
    area: string;
    city: string;
    amenities: readonly string[];
    distance: number;
    checkIn: string;
    checkOut: string;
  },
): string {
  const [amenityA = 'free WiFi', amenityB = 'a 24-hour front desk'] = shuffled(
    rand,
    h.amenities.filter((a) => !['Free WiFi', 'Air Conditioning', 'Non-smoking Rooms'].includes(a)),
  ).map((a) => a.toLowerCase());
  const middles = shuffled(rand, MIDDLES).slice(0, 2);
  const fill = (s: string) =>
    s
      .replaceAll('{name}', h.name)
      .replaceAll('{stars}', STAR_WORDS[h.star])
      .replaceAll('{area}', h.area)
      .replaceAll('{city}', h.city)
      .replaceAll('{amenityA}', amenityA)
      .replaceAll('{amenityB}', amenityB)
      .replaceAll('{distance}', h.distance.toFixed(1))
      .replaceAll('{checkIn}', h.checkIn)
      .replaceAll('{checkOut}', h.checkOut);
  return [pick(rand, OPENERS[h.type]), ...middles, pick(rand, CLOSERS)].map(fill).join(' ');
}

export function checkTimesFor(rand: Rand, type: AccommodationType): { checkIn: string; checkOut: string } {
  if (type === 'hostel') return { checkIn: '14:00', checkOut: '11:00' };
  return pick(rand, [
    { checkIn: '15:00', checkOut: '12:00' },
    { checkIn: '15:00', checkOut: '12:00' },
    { checkIn: '14:00', checkOut: '12:00' },
    { checkIn: '14:00', checkOut: '11:00' },
    { checkIn: '16:00', checkOut: '12:00' },
  ]);
}
