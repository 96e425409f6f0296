import type { ModuleName } from '@portal/domain';
import type { Banner } from '../components/banner-carousel';

/** A promotion advertises one module's product: shown only to agents who can book it. */
export type Promotion = Banner & { module: ModuleName };

// The alt texts repeat the words drawn in each banner.
export const HOTEL_BANNERS: Banner[] = [
  { src: '/brand/hotel-1.svg', alt: 'Stay in style across the Emirates' },
  { src: '/brand/hotel-2.svg', alt: 'Beach resorts, best B2B rates' },
  { src: '/brand/hotel-3.svg', alt: 'Desert retreats under the stars' },
];
export const PROMOTION_ONE: Promotion[] = [
  { src: '/brand/promo-1a.svg', alt: 'Burj views from AED 299', module: 'hotel' },
  { src: '/brand/promo-1b.svg', alt: 'Desert safari + BBQ dinner', module: 'attraction' },
  { src: '/brand/promo-1c.svg', alt: 'Visas processed in 48 hours', module: 'visa' },
];
export const PROMOTION_TWO: Promotion[] = [
  { src: '/brand/promo-2a.svg', alt: 'Family packages, kids stay free', module: 'hotel' },
  { src: '/brand/promo-2b.svg', alt: 'Abu Dhabi culture pass', module: 'attraction' },
];

/** Intrinsic sizes of the banner artwork (public/brand/*.svg). */
export const HERO_SIZE = { width: 2000, height: 521 };
export const PROMOTION_SIZE = { width: 1200, height: 400 };

/**
 * The largest images of the signed-in home (the first hero banner; on phones the first promotion,
 * which advertises hotels and so shows on "/", a hotel page): fetched as soon as the route starts
 * loading, beside its code, instead of after the page's first render.
 */
export function preloadHomeImages(): void {
  for (const src of [HOTEL_BANNERS[0]?.src, PROMOTION_ONE[0]?.src]) {
    if (!src) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = src;
  }
}
