import { z } from 'zod';
import { STAR_CATEGORIES } from '@portal/domain';
import { markupFields, storedValue } from './markups.ts';

/**
 * Hotel markups of the caller (client markups, its own margin) and, for a reseller, of each of its
 * sub-agents. A markup is set on a star category, a hotel or a room type; the most specific one
 * applies to a rate (room type over hotel over star category). Flat markups are AED per room per
 * night; percentages apply to the running price of the stay. Company markups are set by the admin
 * command line (`markups:company-set`).
 *
 * Routes (under /api/v1, bearer):
 *   GET   /b2b/markups/hotels/stars                       star categories with their markups
 *   GET   /b2b/markups/hotels?search&cityId&starCategory&marked&skip&limit   hotels, paged
 *   GET   /b2b/markups/hotels/rooms?hotelId=              one hotel's room types
 *   PATCH /b2b/markups/hotels/client/upsert               set a client markup
 *   PATCH /b2b/markups/hotels/subagent/upsert             set a sub-agent's markup (reseller only)
 *   DELETE /b2b/resellers/client/markup/delete/{id}       remove a client markup (any product)
 *   DELETE /b2b/resellers/subagent/markup/delete/{id}     remove a sub-agent markup (reseller only)
 */
export const HOTEL_MARKUP_PATHS = {
  stars: '/b2b/markups/hotels/stars',
  hotels: '/b2b/markups/hotels',
  rooms: '/b2b/markups/hotels/rooms',
  clientUpsert: '/b2b/markups/hotels/client/upsert',
  subAgentUpsert: '/b2b/markups/hotels/subagent/upsert',
} as const;

export const HOTEL_MARKUP_SCOPES_INPUT = ['star', 'hotel', 'room'] as const;
export const hotelMarkupScope = z.enum(HOTEL_MARKUP_SCOPES_INPUT, {
  error: 'Choose a star category, a hotel or a room type',
});
export type HotelMarkupScopeInput = z.infer<typeof hotelMarkupScope>;

const starCategory = z.enum(STAR_CATEGORIES, { error: 'Unknown star category' });

/** `itemId`: a star category (1-5, apartment, hostel, unrated) for scope star, else a hotel or room type id. */
const scoped = z.object({
  scope: hotelMarkupScope,
  itemId: z.string().trim().min(1, 'Choose what the markup applies to').max(64),
  ...markupFields,
});

function checkItem(body: { scope: HotelMarkupScopeInput; itemId: string }, ctx: z.RefinementCtx): void {
  const ok =
    body.scope === 'star'
      ? starCategory.safeParse(body.itemId).success
      : z.uuid().safeParse(body.itemId).success;
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['itemId'],
      message:
        body.scope === 'star'
          ? 'Unknown star category'
          : `Unknown ${body.scope === 'hotel' ? 'hotel' : 'room type'}`,
    });
  }
}

/** PATCH /b2b/markups/hotels/client/upsert: `markup` in AED per room per night (flat) or a percentage. */
export const hotelClientMarkupUpsertBody = scoped.transform((body, ctx) => {
  checkItem(body, ctx);
  return { ...body, value: storedValue(body, ctx) };
});
export type HotelClientMarkupUpsertBody = z.input<typeof hotelClientMarkupUpsertBody>;

/** PATCH /b2b/markups/hotels/subagent/upsert (reseller only; the sub-agent must be the caller's). */
export const hotelSubAgentMarkupUpsertBody = scoped
  .extend({ subAgentId: z.uuid({ error: 'Unknown sub-agent' }) })
  .transform((body, ctx) => {
    checkItem(body, ctx);
    return { ...body, value: storedValue(body, ctx) };
  });
export type HotelSubAgentMarkupUpsertBody = z.input<typeof hotelSubAgentMarkupUpsertBody>;

/** A stored hotel markup: `markup` in AED major units per room per night for flat, a percentage otherwise. */
export const hotelMarkupDto = z.object({
  _id: z.uuid(),
  scope: hotelMarkupScope,
  itemId: z.string(),
  markupType: z.enum(['flat', 'percentage']),
  markup: z.number(),
  /** Minor units for flat, the percentage otherwise (as stored). */
  value: z.number(),
});
export type HotelMarkupDto = z.infer<typeof hotelMarkupDto>;

export const hotelSubAgentMarkupDto = hotelMarkupDto.extend({ subAgentId: z.uuid() });
export type HotelSubAgentMarkupDto = z.infer<typeof hotelSubAgentMarkupDto>;

/**
 * Price of one room for one night at the cheapest contract season from today on (base board, base
 * occupancy), in AED minor units; null when the hotel has no contract rate (bedbank only).
 */
export const hotelMarkupPreviewDto = z
  .object({
    /** What the caller pays: net + company (+ sub-agent) markups. */
    agentPrice: z.number().int(),
    /** agentPrice + the caller's client markup that applies here (room type, hotel or star). */
    sellPrice: z.number().int(),
  })
  .nullable();

/** Reseller only: one entry per sub-agent with its markup at this scope and the price it pays. */
const subAgentEntry = z.object({
  subAgentId: z.uuid(),
  name: z.string(),
  markup: hotelSubAgentMarkupDto.nullable(),
  /** The sub-agent's agent price per room night (its markup that applies here included); null without a contract rate. */
  preview: z.number().int().nullable(),
});

const subAgentsList = z.array(z.object({ _id: z.uuid(), name: z.string() }));

/** GET /b2b/markups/hotels/stars */
export const hotelStarMarkupsAnswer = z.object({
  starCategories: z.array(
    z.object({
      starCategory: starCategory,
      label: z.string(),
      /** Active hotels of this category. */
      hotels: z.number().int(),
      clientMarkup: hotelMarkupDto.nullable(),
      subAgents: z.array(subAgentEntry.omit({ preview: true })),
    }),
  ),
  subAgents: subAgentsList,
});
export type HotelStarMarkupsAnswer = z.infer<typeof hotelStarMarkupsAnswer>;

/** GET /b2b/markups/hotels: `skip` is an offset (as the attraction markups list). */
export const hotelMarkupsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  cityId: z.uuid({ error: 'Unknown city' }).optional(),
  starCategory: starCategory.optional(),
  /** true: only hotels with a markup of the caller (or, for a reseller, of a sub-agent) on the hotel or a room type. */
  marked: z
    .enum(['true', 'false'], { error: 'marked is true or false' })
    .optional()
    .transform((v) => v === 'true'),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type HotelMarkupsQuery = z.input<typeof hotelMarkupsQuery>;

const hotelHeader = z.object({
  _id: z.uuid(),
  name: z.string(),
  cityName: z.string(),
  areaName: z.string().nullable(),
  starCategory: starCategory,
});

export const hotelMarkupsAnswer = z.object({
  hotels: z.array(
    hotelHeader.extend({
      roomTypes: z.number().int(),
      /** The caller's markup on the hotel itself. */
      clientMarkup: hotelMarkupDto.nullable(),
      /** Room types of this hotel with a client markup of their own. */
      roomMarkups: z.number().int(),
      /** From-price of the hotel's cheapest room type. */
      preview: hotelMarkupPreviewDto,
      subAgents: z.array(subAgentEntry),
    }),
  ),
  subAgents: subAgentsList,
  totalHotels: z.number().int(),
});
export type HotelMarkupsAnswer = z.infer<typeof hotelMarkupsAnswer>;

/** GET /b2b/markups/hotels/rooms?hotelId= */
export const hotelRoomMarkupsQuery = z.object({ hotelId: z.uuid({ error: 'Unknown hotel' }) });
export type HotelRoomMarkupsQuery = z.input<typeof hotelRoomMarkupsQuery>;

const scopeMarkups = z.object({
  clientMarkup: hotelMarkupDto.nullable(),
  subAgents: z.array(subAgentEntry.omit({ preview: true })),
});

export const hotelRoomMarkupsAnswer = z.object({
  hotel: hotelHeader,
  /** The markups the room types fall back to: the hotel's, then its star category's. */
  hotelMarkups: scopeMarkups,
  starMarkups: scopeMarkups,
  roomTypes: z.array(
    z.object({
      _id: z.uuid(),
      name: z.string(),
      clientMarkup: hotelMarkupDto.nullable(),
      preview: hotelMarkupPreviewDto,
      subAgents: z.array(subAgentEntry),
    }),
  ),
  subAgents: subAgentsList,
});
export type HotelRoomMarkupsAnswer = z.infer<typeof hotelRoomMarkupsAnswer>;
