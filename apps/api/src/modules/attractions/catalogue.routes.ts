import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attractionCategoriesAnswer,
  attractionDetailsDto,
  attractionDetailsQuery,
  destinationAttractionsAnswer,
  destinationAttractionsQuery,
  destinationSlugParam,
  errorEnvelope,
  priceCheckAnswer,
  priceCheckBody,
  searchListAnswer,
  searchListQuery,
  timeslotsAnswer,
  timeslotsBody,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { answerMemo, CACHED_ANSWER_ROUTE, sendCachedAnswer } from '../../lib/cached-answer.ts';
import { thenMaybe } from '../../lib/maybe-promise.ts';
import { agentOf } from '../../plugins/auth.ts';
import { catalogueService } from './catalogue.service.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };

export const catalogueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const service = catalogueService(deps);
  const categoriesAnswer = answerMemo<object>(attractionCategoriesAnswer);
  const searchAnswer = answerMemo<object>(searchListAnswer);
  const buyerOf = (request: Parameters<typeof agentOf>[0]) => {
    const c = agentOf(request);
    return { agentId: c.agentId, role: c.role, parentId: c.parentId };
  };

  app.get(
    '/attractions/categories/all',
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'public' },
      schema: {
        tags: ['attractions'],
        summary: 'Attraction categories (spec section 7, no token)',
        response: { 200: attractionCategoriesAnswer, ...errors },
      },
    },
    (request, reply) => sendCachedAnswer(request, reply, thenMaybe(service.categories(), categoriesAnswer)),
  );

  app.get(
    '/search/list',
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'public' },
      schema: {
        tags: ['attractions'],
        summary: 'Destination and attraction suggestions for the search box (spec section 7, no token)',
        querystring: searchListQuery,
        response: { 200: searchListAnswer, ...errors },
      },
    },
    // The same answer object for the same text (search-index.ts): serialized and compressed once.
    (request, reply) =>
      sendCachedAnswer(request, reply, thenMaybe(service.search(request.query.search), searchAnswer)),
  );

  app.get(
    '/b2b/attractions/destinations/:slug',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['attractions'],
        summary: "A destination's attractions, priced for the caller (price from, every markup layer)",
        params: destinationSlugParam,
        querystring: destinationAttractionsQuery,
        response: { 200: destinationAttractionsAnswer, ...errors },
      },
    },
    async (request) =>
      service.destination(buyerOf(request), request.params.slug, {
        category: request.query.category ?? '',
        sort: request.query.sort,
        skip: request.query.skip,
        limit: request.query.limit,
      }),
  );

  app.get(
    '/b2b/attractions/single/:id',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['attractions'],
        summary: 'An attraction with its activities priced for the caller, ticket counts and bookable dates',
        params: uuidParam,
        querystring: attractionDetailsQuery,
        response: { 200: attractionDetailsDto, ...errors },
      },
    },
    async (request) => service.details(buyerOf(request), request.params.id, request.query.date),
  );

  app.post(
    '/b2b/attractions/price',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['attractions'],
        summary: 'Price check of one selection (agent and sell price, vehicle plan) or 400 with the reasons',
        body: priceCheckBody,
        response: { 200: priceCheckAnswer, ...errors },
      },
    },
    async (request) => service.price(buyerOf(request), request.body),
  );

  app.post(
    '/b2b/attractions/timeslots',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['attractions'],
        summary: 'Time slots of an API-connected activity on a date (through the supplier)',
        body: timeslotsBody,
        response: { 200: timeslotsAnswer, ...errors },
      },
    },
    async (request) => service.timeslots(buyerOf(request), request.body.activityId, request.body.date),
  );
};
