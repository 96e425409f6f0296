import { z } from 'zod';
import type { ModuleName } from '@portal/domain';

/**
 * Pictures staff upload for what agents see (issue 34): hotel and room type images, home banners.
 * They are stored in the file store and served to everyone by a public, long-cached route (an upload
 * never changes: a new picture is a new id).
 */
export const CATALOGUE_IMAGE_PATHS = {
  /** POST multipart, field `image`. */
  upload: '/admin/catalogue/images',
  /** GET, public. */
  image: (id: string) => `/catalogue/images/${id}`,
} as const;

/** The public URL of a catalogue image (the form stored in hotels' and room types' `images`). */
export const catalogueImageUrl = (id: string) => `/api/v1${CATALOGUE_IMAGE_PATHS.image(id)}`;

export const catalogueImageAnswer = z.object({
  _id: z.uuid(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CatalogueImageAnswer = z.infer<typeof catalogueImageAnswer>;

// -- Home banners (company settings agents see) --

export const HOME_BANNER_PATHS = {
  /** GET (list) and POST (multipart: `image` plus the fields of adminHomeBannerFields). */
  banners: '/admin/company/banners',
  banner: (id: string) => `/admin/company/banners/${id}`,
  order: '/admin/company/banners/order',
  /** GET, public: the active banners in order. */
  home: '/home/banners',
} as const;

export const HOME_BANNER_PLACEMENT_VALUES = ['hero', 'promotion-1', 'promotion-2'] as const;
export type HomeBannerPlacementValue = (typeof HOME_BANNER_PLACEMENT_VALUES)[number];
const BANNER_MODULES = [
  'hotel',
  'attraction',
  'flight',
  'visa',
  'a2a',
  'quotation',
  'insurance',
] as const satisfies readonly ModuleName[];

/**
 * The smallest picture each placement takes and the shape it is drawn in (width / height): the hero
 * spans the page (2000 x 521 artwork), promotions half of it on a desktop (1200 x 400).
 */
export const HOME_BANNER_SHAPES: Record<
  HomeBannerPlacementValue,
  { minWidth: number; minHeight: number; ratio: number; label: string }
> = {
  hero: { minWidth: 1000, minHeight: 260, ratio: 2000 / 521, label: 'Hero (2000 x 521)' },
  'promotion-1': { minWidth: 600, minHeight: 200, ratio: 3, label: 'Promotions, first row (1200 x 400)' },
  'promotion-2': { minWidth: 600, minHeight: 200, ratio: 3, label: 'Promotions, second row (1200 x 400)' },
};
/** How far a banner's width / height may be from its placement's shape (it is cropped to fit). */
export const HOME_BANNER_RATIO_TOLERANCE = 0.15;

/** Multipart text fields sent beside the `image` of a new banner (numbers and booleans as strings). */
export const adminHomeBannerFields = z.object({
  placement: z.enum(HOME_BANNER_PLACEMENT_VALUES, {
    error: `The placement is ${HOME_BANNER_PLACEMENT_VALUES.join(', ')}`,
  }),
  alt: z.string().trim().min(1, 'Enter the words the banner shows (for screen readers)').max(200),
  module: z
    .enum(BANNER_MODULES)
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
});
export type AdminHomeBannerFields = z.input<typeof adminHomeBannerFields>;

export const adminHomeBannerUpdate = z.object({
  alt: z.string().trim().min(1, 'Enter the words the banner shows (for screen readers)').max(200),
  module: z.enum(BANNER_MODULES).nullable(),
  isActive: z.boolean(),
});
export type AdminHomeBannerUpdate = z.input<typeof adminHomeBannerUpdate>;

/** The full order of one placement's banners (every id of it, first shown first). */
export const adminHomeBannerOrder = z.object({
  placement: z.enum(HOME_BANNER_PLACEMENT_VALUES),
  ids: z.array(z.uuid()).min(1).max(50),
});
export type AdminHomeBannerOrder = z.input<typeof adminHomeBannerOrder>;

export const homeBannerDto = z.object({
  _id: z.string(),
  placement: z.enum(HOME_BANNER_PLACEMENT_VALUES),
  module: z.enum(BANNER_MODULES).nullable(),
  alt: z.string(),
  src: z.string(),
  srcSet: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** The hero artwork that leaves room for the live hotel count. */
  hotelCountCaption: z.boolean(),
});
export type HomeBannerDto = z.infer<typeof homeBannerDto>;

export const adminHomeBannerDto = homeBannerDto.extend({ isActive: z.boolean(), sortOrder: z.number() });
export type AdminHomeBannerDto = z.infer<typeof adminHomeBannerDto>;

export const adminHomeBannersAnswer = z.object({ banners: z.array(adminHomeBannerDto) });
export type AdminHomeBannersAnswer = z.infer<typeof adminHomeBannersAnswer>;
export const adminHomeBannerAnswer = z.object({ message: z.string(), banner: adminHomeBannerDto });

/** The public list: active banners, by placement, in order. */
export const homeBannersAnswer = z.object({ banners: z.array(homeBannerDto) });
export type HomeBannersAnswer = z.infer<typeof homeBannersAnswer>;
