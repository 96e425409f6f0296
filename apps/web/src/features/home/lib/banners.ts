import type { ModuleName } from '@portal/domain';
import type { Banner } from '../components/banner-carousel';

/** A promotion advertises one module's product: shown only to agents who can book it. */
export type Promotion = Banner & { module: ModuleName };

/**
 * A banner drawn as apps/web/artwork/<name>.svg (the source artwork) and served as the WebP renditions
 * scripts/render-banners.mjs makes of it: an SVG image is parsed, laid out and painted on the main
 * thread, a WebP is decoded off it (issue 11). The largest rendition is the fallback src.
 */
function artwork(name: string, widths: readonly number[]): Pick<Banner, 'src' | 'srcSet'> {
  const largest = Math.max(...widths);
  return {
    src: `/brand/${name}-${largest}.webp`,
    srcSet: widths.map((w) => `/brand/${name}-${w}.webp ${w}w`).join(', '),
  };
}
const HERO_WIDTHS = [1000, 2000];
const PROMOTION_WIDTHS = [600, 1200];

// The alt texts repeat the words drawn in each banner.
export const HOTEL_BANNERS: Banner[] = [
  { ...artwork('hotel-1', HERO_WIDTHS), alt: 'Stay in style across the Emirates' },
  { ...artwork('hotel-2', HERO_WIDTHS), alt: 'Beach resorts, best B2B rates' },
  { ...artwork('hotel-3', HERO_WIDTHS), alt: 'Desert retreats under the stars' },
];
export const PROMOTION_ONE: Promotion[] = [
  { ...artwork('promo-1a', PROMOTION_WIDTHS), alt: 'Burj views from AED 299', module: 'hotel' },
  { ...artwork('promo-1b', PROMOTION_WIDTHS), alt: 'Desert safari + BBQ dinner', module: 'attraction' },
  { ...artwork('promo-1c', PROMOTION_WIDTHS), alt: 'Visas processed in 48 hours', module: 'visa' },
];
export const PROMOTION_TWO: Promotion[] = [
  { ...artwork('promo-2a', PROMOTION_WIDTHS), alt: 'Family packages, kids stay free', module: 'hotel' },
  { ...artwork('promo-2b', PROMOTION_WIDTHS), alt: 'Abu Dhabi culture pass', module: 'attraction' },
];

/** Intrinsic sizes of the banner artwork (apps/web/artwork/*.svg). */
export const HERO_SIZE = { width: 2000, height: 521 };
export const PROMOTION_SIZE = { width: 1200, height: 400 };
/** The width each carousel's images take on the page, for choosing a rendition (`sizes`). */
export const HERO_IMAGE_SIZES = '100vw';
export const PROMOTION_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

/**
 * The largest images of the signed-in home (the first hero banner; on phones the first promotion,
 * which advertises hotels and so shows on "/", a hotel page): fetched as soon as the route starts
 * loading, beside its code, instead of after the page's first render.
 */
export function preloadHomeImages(): void {
  const first: [Banner | undefined, string][] = [
    [HOTEL_BANNERS[0], HERO_IMAGE_SIZES],
    [PROMOTION_ONE[0], PROMOTION_IMAGE_SIZES],
  ];
  for (const [banner, sizes] of first) {
    if (!banner) continue;
    // The same sizes and srcset as the carousel's <img>, so the browser picks the same file.
    const image = new Image();
    image.fetchPriority = 'high';
    image.sizes = sizes;
    if (banner.srcSet) image.srcset = banner.srcSet;
    image.src = banner.src;
  }
}
