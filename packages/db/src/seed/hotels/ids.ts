import { seedUuid } from '../attractions/build.ts';

/** Stable ids of the hotel seed, the same on every install (popular places point at city ids). */
export const hotelCitySeedId = (citySlug: string) => seedUuid(`hotel-city:${citySlug}`);
export const hotelStateSeedId = (state: string) => seedUuid(`hotel-state:${state}`);
export const hotelAreaSeedId = (citySlug: string, area: string) => seedUuid(`hotel-area:${citySlug}:${area}`);
export const hotelSeedId = (key: string) => seedUuid(`hotel:${key}`);
export const roomTypeSeedId = (hotelKey: string, index: number) =>
  seedUuid(`hotel-room:${hotelKey}:${index}`);
export const contractSeedId = (hotelKey: string, roomIndex: number, rateCode: string) =>
  seedUuid(`hotel-contract:${hotelKey}:${roomIndex}:${rateCode}`);

/** URL-safe key of a hotel name ("Jumeirah Mina A’Salam" → "jumeirah-mina-asalam"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
