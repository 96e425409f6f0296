import type { AccommodationType, StarCategory } from '@portal/domain';
import type { Rand } from '../attractions/image-motifs.ts';
import { chance, intBetween, shuffled } from './content.ts';
import type { SeedRoomType } from './rooms.ts';

/** The shipped picture families and how many variants of each (apps/web/public/hotels/<family>-<n>.svg). */
export const PICTURE_FAMILIES = {
  'exterior-tower': 4,
  'exterior-resort': 4,
  'exterior-classic': 4,
  'exterior-apartment': 4,
  'exterior-heritage': 4,
  pool: 5,
  'room-king': 4,
  'room-twin': 3,
  suite: 3,
  lobby: 4,
  beach: 4,
  restaurant: 3,
  spa: 2,
  dorm: 2,
  kitchen: 2,
} as const;
export type PictureFamily = keyof typeof PICTURE_FAMILIES;

export const picturePath = (family: PictureFamily, variant: number) => `/hotels/${family}-${variant}.svg`;

/** Every shipped picture as [family, variant]. */
export function allPictures(): [PictureFamily, number][] {
  return (Object.entries(PICTURE_FAMILIES) as [PictureFamily, number][]).flatMap(([family, n]) =>
    Array.from({ length: n }, (_, i) => [family, i + 1] as [PictureFamily, number]),
  );
}

function exteriorOf(rand: Rand, star: StarCategory, type: AccommodationType): PictureFamily {
  if (type === 'resort' || type === 'villa') return 'exterior-resort';
  if (type === 'apartment') return 'exterior-apartment';
  if (type === 'hostel' || type === 'guest-house')
    return chance(rand, 0.6) ? 'exterior-heritage' : 'exterior-classic';
  if (star === '5' || star === '4') return chance(rand, 0.75) ? 'exterior-tower' : 'exterior-classic';
  if (star === 'unrated') return chance(rand, 0.5) ? 'exterior-heritage' : 'exterior-classic';
  return 'exterior-classic';
}

/** 3-6 pictures for a hotel: its building first, then a room, then what it offers, deterministic. */
export function picturesFor(
  rand: Rand,
  h: {
    star: StarCategory;
    type: AccommodationType;
    beach: boolean;
    amenities: readonly string[];
    roomTypes: readonly SeedRoomType[];
  },
): string[] {
  const has = (a: string) => h.amenities.includes(a);
  const rooms = [...new Set(h.roomTypes.map((r) => r.picture))];
  const extras = new Set<PictureFamily>(rooms.slice(1));
  if (has('Swimming Pool') || has('Rooftop Pool')) extras.add('pool');
  if (h.beach) extras.add('beach');
  if (h.type !== 'hostel' && h.type !== 'guest-house') extras.add('lobby');
  if (has('Restaurant')) extras.add('restaurant');
  if (has('Spa')) extras.add('spa');
  const families: PictureFamily[] = [exteriorOf(rand, h.star, h.type), rooms[0] ?? 'room-king'];
  families.push(...shuffled(rand, [...extras]));
  for (const filler of ['lobby', 'room-twin', 'room-king'] as const) {
    if (families.length >= 3) break;
    if (!families.includes(filler)) families.push(filler);
  }
  const count = Math.min(families.length, intBetween(rand, 3, 6));
  return families
    .slice(0, count)
    .map((family) => picturePath(family, intBetween(rand, 1, PICTURE_FAMILIES[family])));
}
