import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  HOTEL_PATHS,
  hotelDetailsAnswer,
  hotelIdParam,
  hotelResultsQuery,
  hotelSearchAnswer,
  hotelSearchBody,
  hotelSuggestionsAnswer,
  hotelSuggestionsQuery,
  searchIdParam,
  singleHotelSearchAnswer,
  singleHotelSearchBody,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { answerMemo, CACHED_ANSWER_ROUTE, sendCachedAnswer } from '../../lib/cached-answer.ts';
import { thenMaybe } from '../../lib/maybe-promise.ts';
import { buyerOf } from '../../plugins/agent-request.ts';
import { hotelOrdersRoutes } from './booking/orders.routes.ts';
import { hotelSearchService } from './search.service.ts';
import { hotelSingleService } from './single.service.ts';
import { hotelSuggestions } from './suggestions.service.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };

/** Hotel search (issue "Hotels I"): suggestions, availability with stored sessions, details. */
export const hotelsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Hotels II: recheck, booking on the booking core, orders, documents and cancellation.
  await app.register(hotelOrdersRoutes, { deps });
  const searches = hotelSearchService(deps);
  const single = hotelSingleService(deps);
  const suggestionsAnswer = answerMemo<object>(hotelSuggestionsAnswer);

  app.get(
    HOTEL_PATHS.suggestions,
    {
      ...CACHED_ANSWER_ROUTE,
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['hotels'],
        summary: 'Cities, areas and hotels matching the text (spec section 7); empty below 3 characters',
        querystring: hotelSuggestionsQuery,
        response: { 200: hotelSuggestionsAnswer, ...errors },
      },
    },
    // From this node's index (suggestions.service.ts); the same answer object for the same text is
    // serialized and compressed once.
    (request, reply) =>
      sendCachedAnswer(
        request,
        reply,
        thenMaybe(hotelSuggestions(deps.database, request.query.search), suggestionsAnswer),
      ),
  );

  app.post(
    HOTEL_PATHS.search,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['hotels'],
        summary:
          'Availability of a city, area or hotel: prices every rate for the caller and stores a 15-minute search',
        body: hotelSearchBody,
        querystring: hotelResultsQuery,
        response: { 200: hotelSearchAnswer, ...errors },
      },
    },
    async (request) => searches.search(buyerOf(request), request.body, request.query, request.log),
  );

  app.get(
    '/b2b/hotels/availabilities/search/:searchId',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['hotels'],
        summary:
          'Another page, sort or filter of a stored search (404 for a search that is not yours, 410 once expired)',
        params: searchIdParam,
        querystring: hotelResultsQuery,
        response: { 200: hotelSearchAnswer, ...errors },
      },
    },
    async (request) => searches.page(buyerOf(request), request.params.searchId, request.query, request.log),
  );

  app.get(
    '/b2b/hotels/availabilities/single/:hotelId',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['hotels'],
        summary: 'Static content of one hotel: description, amenities, location, policies, room types',
        params: hotelIdParam,
        response: { 200: hotelDetailsAnswer, ...errors },
      },
    },
    async (request) => single.details(request.params.hotelId),
  );

  app.post(
    HOTEL_PATHS.singleSearch,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['hotels'],
        summary: 'Every room type of one hotel with all its rates for the stay, priced for the caller',
        body: singleHotelSearchBody,
        response: { 200: singleHotelSearchAnswer, ...errors },
      },
    },
    async (request) => single.search(buyerOf(request), request.body, request.log),
  );
};
