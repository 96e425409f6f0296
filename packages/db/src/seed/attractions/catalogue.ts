import { ABU_DHABI } from './data-abu-dhabi.ts';
import { DUBAI_LANDMARKS } from './data-dubai-landmarks.ts';
import { DUBAI_LEISURE } from './data-dubai-leisure.ts';
import { DUBAI_TOURS } from './data-dubai-tours.ts';
import { NORTHERN_EMIRATES } from './data-northern.ts';
import type { SeedAttraction } from './seed-types.ts';

/** Every seeded attraction, in display order. */
export const SEED_ATTRACTIONS: readonly SeedAttraction[] = [
  ...DUBAI_LANDMARKS,
  ...DUBAI_LEISURE,
  ...DUBAI_TOURS,
  ...ABU_DHABI,
  ...NORTHERN_EMIRATES,
];

/** The image paths of an attraction, as served by the web app from apps/web/public/attractions/. */
export function attractionImages(slug: string): string[] {
  return [`/attractions/${slug}.svg`, `/attractions/${slug}-2.svg`];
}
