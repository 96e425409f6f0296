import type { AccommodationType, RoomTypeContent, StarCategory } from '@portal/domain';
import type { Rand } from '../attractions/image-motifs.ts';
import { chance, intBetween, pick } from './content.ts';

/** A room type as the catalogue ships it: the domain shape plus the bedbank's room code. */
export interface SeedRoomType extends RoomTypeContent {
  bedbankCode: string | null;
  /** Price against the hotel's standard room (1). */
  priceRatio: number;
  /** How many adults the contract price includes. */
  baseOccupancy: number;
  /** Picture family of the room, for the hotel's gallery. */
  picture: 'room-king' | 'room-twin' | 'suite' | 'dorm' | 'kitchen';
}

interface Template {
  name: string;
  code: string;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  beds: readonly (readonly string[])[];
  extraBeds: number;
  size: readonly [number, number];
  ratio: number;
  base: number;
  picture: SeedRoomType['picture'];
  extra: readonly string[];
}

const KING = ['1 King Bed'];
const TWIN = ['2 Twin Beds'];
const QUEEN = ['1 Queen Bed'];

const t = (
  name: string,
  code: string,
  occ: [adults: number, children: number, total: number],
  beds: readonly (readonly string[])[],
  extraBeds: number,
  size: [number, number],
  ratio: number,
  picture: SeedRoomType['picture'],
  extra: readonly string[] = [],
  base = Math.min(2, occ[0]),
): Template => ({
  name,
  code,
  maxAdults: occ[0],
  maxChildren: occ[1],
  maxOccupancy: occ[2],
  beds,
  extraBeds,
  size,
  ratio,
  base,
  picture,
  extra,
});

const HOTEL_ROOMS: readonly Template[] = [
  t('Standard Room', 'DBL.ST', [2, 1, 3], [KING, TWIN], 1, [22, 30], 1, 'room-king'),
  t('Superior Room', 'DBL.SU', [3, 1, 3], [KING, TWIN], 1, [28, 34], 1.2, 'room-twin'),
  t('Deluxe Room', 'DBL.DX', [3, 2, 4], [KING, TWIN], 1, [32, 40], 1.4, 'room-king', ['Bathtub']),
  t('Deluxe Sea View Room', 'DBL.DX-SV', [3, 2, 4], [KING], 1, [34, 42], 1.65, 'room-king', [
    'Sea View',
    'Balcony',
  ]),
  t('Executive Room', 'DBL.EX', [2, 1, 3], [KING], 1, [34, 42], 1.8, 'room-king', ['Lounge Access']),
  t('Family Room', 'FAM.ST', [3, 3, 5], [['1 King Bed', '2 Single Beds']], 1, [42, 55], 1.9, 'room-twin'),
  t('Junior Suite', 'SUI.JR', [3, 2, 4], [KING], 1, [50, 65], 2.3, 'suite', ['Living Area', 'Bathtub']),
  t('One Bedroom Suite', 'SUI.1B', [3, 2, 4], [KING], 1, [70, 95], 3, 'suite', ['Living Room', 'Bathtub']),
];

const BUDGET_ROOMS: readonly Template[] = [
  t('Single Room', 'SGL.ST', [1, 0, 1], [['1 Single Bed']], 0, [12, 16], 0.8, 'room-twin', [], 1),
  t('Standard Double Room', 'DBL.ST', [2, 1, 3], [QUEEN], 1, [16, 22], 1, 'room-king'),
  t('Standard Twin Room', 'TWN.ST', [2, 1, 3], [TWIN], 1, [16, 22], 1, 'room-twin'),
  t('Triple Room', 'TPL.ST', [3, 1, 3], [['3 Single Beds']], 0, [22, 28], 1.3, 'room-twin', [], 3),
  t('Family Room', 'FAM.ST', [3, 2, 4], [['1 Double Bed', '2 Single Beds']], 0, [26, 32], 1.5, 'room-twin'),
];

const APARTMENTS: readonly Template[] = [
  t('Studio Apartment', 'APT.ST', [2, 1, 3], [QUEEN], 1, [35, 45], 1, 'kitchen', ['Kitchenette']),
  t('One Bedroom Apartment', 'APT.1B', [3, 2, 4], [KING], 1, [65, 85], 1.45, 'room-king', [
    'Kitchen',
    'Living Room',
  ]),
  t(
    'Two Bedroom Apartment',
    'APT.2B',
    [5, 3, 6],
    [['1 King Bed', '2 Twin Beds']],
    1,
    [110, 140],
    2.3,
    'kitchen',
    ['Kitchen', 'Living Room', 'Washing Machine'],
    4,
  ),
  t(
    'Three Bedroom Apartment',
    'APT.3B',
    [7, 3, 8],
    [['2 King Beds', '2 Twin Beds']],
    1,
    [160, 200],
    3.2,
    'kitchen',
    ['Kitchen', 'Living Room', 'Washing Machine'],
    6,
  ),
];

const HOSTEL_ROOMS: readonly Template[] = [
  t(
    'Bed in 6-Bed Mixed Dormitory',
    'DRM.6M',
    [1, 0, 1],
    [['1 Bunk Bed']],
    0,
    [24, 30],
    1,
    'dorm',
    ['Locker'],
    1,
  ),
  t(
    'Bed in 4-Bed Female Dormitory',
    'DRM.4F',
    [1, 0, 1],
    [['1 Bunk Bed']],
    0,
    [18, 22],
    1.15,
    'dorm',
    ['Locker'],
    1,
  ),
  t('Private Double Room', 'DBL.PR', [2, 0, 2], [QUEEN], 0, [12, 16], 2.6, 'room-king', [], 2),
  t(
    'Private Family Room',
    'FAM.PR',
    [2, 2, 4],
    [['1 Double Bed', '1 Bunk Bed']],
    0,
    [18, 24],
    3.4,
    'room-twin',
    [],
    2,
  ),
];

const VILLAS: readonly Template[] = [
  t('One Bedroom Pool Villa', 'VIL.1B', [2, 2, 4], [KING], 1, [120, 160], 1, 'suite', [
    'Private Pool',
    'Garden',
  ]),
  t(
    'Two Bedroom Beach Villa',
    'VIL.2B',
    [4, 3, 6],
    [['1 King Bed', '2 Twin Beds']],
    1,
    [200, 260],
    1.8,
    'suite',
    ['Private Pool', 'Beach Access'],
    4,
  ),
  t(
    'Three Bedroom Royal Villa',
    'VIL.3B',
    [6, 3, 8],
    [['2 King Beds', '2 Twin Beds']],
    1,
    [320, 420],
    2.9,
    'suite',
    ['Private Pool', 'Butler Service'],
    6,
  ),
];

const BASE_ROOM_AMENITIES = ['Air Conditioning', 'Free WiFi', 'Flat-screen TV', 'Private Bathroom'];

function templatesFor(rand: Rand, star: StarCategory, type: AccommodationType, beach: boolean): Template[] {
  if (type === 'hostel') return HOSTEL_ROOMS.slice(0, intBetween(rand, 2, 4));
  if (type === 'apartment') return APARTMENTS.slice(0, intBetween(rand, 2, 4));
  if (type === 'villa') return VILLAS.slice(0, intBetween(rand, 2, 3));
  if (star === '1' || star === '2' || (star === 'unrated' && type === 'guest-house')) {
    const [single, double, twin, triple, family] = BUDGET_ROOMS as [
      Template,
      Template,
      Template,
      Template,
      Template,
    ];
    const rooms = [double, twin];
    if (chance(rand, 0.5)) rooms.unshift(single);
    if (chance(rand, 0.4)) rooms.push(triple);
    if (chance(rand, 0.3)) rooms.push(family);
    return rooms;
  }
  const [standard, superior, deluxe, seaView, executive, family, junior, suite] = HOTEL_ROOMS as [
    Template,
    Template,
    Template,
    Template,
    Template,
    Template,
    Template,
    Template,
  ];
  const luxury = star === '5';
  const rooms = luxury ? [deluxe] : [standard, chance(rand, 0.5) ? superior : deluxe];
  if (beach) rooms.push(seaView);
  if ((luxury || star === '4') && chance(rand, 0.45)) rooms.push(executive);
  if (type === 'resort' || chance(rand, 0.3)) rooms.push(family);
  if (luxury || chance(rand, 0.35)) rooms.push(chance(rand, 0.5) ? junior : suite);
  if (luxury && chance(rand, 0.5) && !rooms.includes(suite)) rooms.push(suite);
  return rooms.slice(0, 5);
}

/** 2-5 room types for a hotel, in display order (cheapest first). */
export function roomTypesFor(
  rand: Rand,
  hotel: { id: string; star: StarCategory; type: AccommodationType; beach: boolean; onBedbank: boolean },
  roomId: (index: number) => string,
): SeedRoomType[] {
  const templates = templatesFor(rand, hotel.star, hotel.type, hotel.beach).sort((a, b) => a.ratio - b.ratio);
  return templates.map((tpl, i) => ({
    id: roomId(i),
    hotelId: hotel.id,
    name: tpl.name,
    maxAdults: tpl.maxAdults,
    maxChildren: tpl.maxChildren,
    maxOccupancy: tpl.maxOccupancy,
    bedTypes: [...pick(rand, tpl.beds)],
    maxExtraBeds: tpl.extraBeds,
    sizeSqm: intBetween(rand, tpl.size[0], tpl.size[1]),
    amenities: [
      ...BASE_ROOM_AMENITIES,
      ...(hotel.type === 'hostel' ? [] : ['Minibar', 'Tea and Coffee Maker']),
      ...tpl.extra,
    ],
    // The bedbank sells most rooms of the hotels it carries; top suites are often contract-only.
    bedbankCode: hotel.onBedbank && (i < 2 || chance(rand, 0.75)) ? tpl.code : null,
    priceRatio: tpl.ratio,
    baseOccupancy: tpl.base,
    picture: tpl.picture,
  }));
}
