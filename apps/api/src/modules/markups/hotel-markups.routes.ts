import type { FastifyInstance } from 'fastify';
import { actingAs } from '../../audit/index.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  HOTEL_MARKUP_PATHS,
  hotelClientMarkupUpsertBody,
  hotelMarkupDto,
  hotelMarkupsAnswer,
  hotelMarkupsQuery,
  hotelRoomMarkupsAnswer,
  hotelRoomMarkupsQuery,
  hotelStarMarkupsAnswer,
  hotelSubAgentMarkupDto,
  hotelSubAgentMarkupUpsertBody,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import {
  hotelMarkups,
  hotelRoomMarkups,
  hotelStarMarkups,
  setHotelClientMarkup,
  setHotelSubAgentMarkup,
} from './hotel-markups.service.ts';

const errors = { '4xx': errorEnvelope };

/**
 * Hotel markups of the caller and its sub-agents (the /markup/hotel page). Deleting goes through the
 * spec's delete routes in markups.routes.ts, which remove a markup of any product.
 */
export function hotelMarkupsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const caller = (request: Parameters<typeof agentOf>[0]) => {
    const c = agentOf(request);
    return { agentId: c.agentId, role: c.role, parentId: c.parentId };
  };

  api.get(
    HOTEL_MARKUP_PATHS.stars,
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary:
          "Star categories with the caller's hotel client markups and (reseller) its sub-agents' markups",
        response: { 200: hotelStarMarkupsAnswer, ...errors },
      },
    },
    async (request) => hotelStarMarkups(deps, caller(request)),
  );

  api.get(
    HOTEL_MARKUP_PATHS.hotels,
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary: 'Hotels (searchable, paged) with markups on the hotel and a from-price per room night',
        querystring: hotelMarkupsQuery,
        response: { 200: hotelMarkupsAnswer, ...errors },
      },
    },
    async (request) => hotelMarkups(deps, caller(request), request.query),
  );

  api.get(
    HOTEL_MARKUP_PATHS.rooms,
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary: "One hotel's room types with their markups, the hotel and star markups they fall back to",
        querystring: hotelRoomMarkupsQuery,
        response: { 200: hotelRoomMarkupsAnswer, ...errors },
      },
    },
    async (request) => hotelRoomMarkups(deps, caller(request), request.query.hotelId),
  );

  api.patch(
    HOTEL_MARKUP_PATHS.clientUpsert,
    {
      config: { auth: 'agent', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary:
          "Set the caller's client markup on a star category, hotel or room type (flat AED per room night, or percentage)",
        body: hotelClientMarkupUpsertBody,
        response: { 200: hotelMarkupDto, ...errors },
      },
    },
    async (request) => setHotelClientMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );

  api.patch(
    HOTEL_MARKUP_PATHS.subAgentUpsert,
    {
      config: { auth: 'reseller', permission: 'markups.manage' },
      schema: {
        tags: ['markups'],
        summary: "Set a sub-agent's hotel markup (reseller only; the sub-agent must be the caller's)",
        body: hotelSubAgentMarkupUpsertBody,
        response: { 200: hotelSubAgentMarkupDto, ...errors },
      },
    },
    async (request) =>
      setHotelSubAgentMarkup(deps, agentOf(request).agentId, request.body, actingAs(request)),
  );
}
