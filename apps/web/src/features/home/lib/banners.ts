import type { HomeBannerDto, HomeBannersAnswer } from '@portal/contracts';
import type { ModuleName } from '@portal/domain';
import { api, API_BASE } from '../../../lib/api';
import type { Banner } from '../components/banner-carousel';

/**
 * The home page's banners come from the database (issue 34): staff upload, order, activate and
 * deactivate them in the back office (Company settings, Home banners). The shipped artwork
 * (apps/web/artwork, rendered to WebP by scripts/render-banners.mjs, issue 11) is seeded there too.
 */
const BANNERS_PATH = 'home/banners';

const bannersApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeBanners: build.query<HomeBannersAnswer, void>({ query: () => BANNERS_PATH }),
  }),
  overrideExisting: false,
});
export const { useHomeBannersQuery } = bannersApi;

/** A promotion advertises one module's product: shown only to agents who can book it (null: to all). */
export type Promotion = Banner & { module: ModuleName | null };

export function bannerOf(dto: HomeBannerDto): Promotion {
  return { src: dto.src, srcSet: dto.srcSet ?? undefined, alt: dto.alt, module: dto.module };
}

/** Intrinsic sizes of the banner artwork (apps/web/artwork/*.svg) and the shapes banners are drawn in. */
export const HERO_SIZE = { width: 2000, height: 521 };
export const PROMOTION_SIZE = { width: 1200, height: 400 };
/** The width each carousel's images take on the page, for choosing a rendition (`sizes`). */
export const HERO_IMAGE_SIZES = '100vw';
export const PROMOTION_IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

/**
 * The largest images of the signed-in home (the first hero banner; on phones the first promotion):
 * asked for as soon as the route starts loading, beside its code, instead of after the page's first
 * render. The banner list answer is cached by the browser a minute, so the page's own request for it
 * is served from that cache.
 */
export function preloadHomeImages(): void {
  void fetch(`${API_BASE}${BANNERS_PATH}`, { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<HomeBannersAnswer>) : null))
    .then((answer) => {
      if (!answer) return;
      const first: [HomeBannerDto | undefined, string][] = [
        [answer.banners.find((b) => b.placement === 'hero'), HERO_IMAGE_SIZES],
        [answer.banners.find((b) => b.placement === 'promotion-1'), PROMOTION_IMAGE_SIZES],
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
    })
    .catch(() => undefined);
}
