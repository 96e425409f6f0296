import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './files.ts';

/** Company configuration shipped with the product (spec section 1); a single row, id 1. */
export const company = pgTable('company', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Grows on every back-office save: a save made against an older one is refused (issue 34). */
  version: integer('version').notNull().default(1),
});

/** Where a home banner shows: the hero carousel or one of the two promotion carousels. */
export const HOME_BANNER_PLACEMENTS = ['hero', 'promotion-1', 'promotion-2'] as const;
export type HomeBannerPlacement = (typeof HOME_BANNER_PLACEMENTS)[number];

/**
 * Banners of the agents' home page (issue 34), staff-managed: an uploaded picture (`uploadId`, served
 * by the public catalogue image route) or the shipped artwork (`src`/`srcSet` under /brand). Active ones
 * show in `sortOrder` within their placement; a promotion with a module shows only to agents who can book it.
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placement: text('placement').$type<HomeBannerPlacement>().notNull(),
    /** A product module (hotel, attraction, visa...): only agents who can book it see the banner. */
    module: text('module'),
    alt: text('alt').notNull(),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    src: text('src').notNull(),
    srcSet: text('src_set'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The hero artwork that leaves room for the live hotel count under its headline. */
    hotelCountCaption: boolean('hotel_count_caption').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_banners_placement').on(t.placement, t.sortOrder)],
);
