import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  FLIGHT_PATHS,
  faresByDateAnswer,
  faresByDateQuery,
  flightSearchAnswer,
  flightSearchBody,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { buyerOf } from '../../plugins/agent-request.ts';
import { sandboxAllowed } from '../../suppliers/sandbox.ts';
import { FLIGHT_SCENARIOS, type FlightScenario } from '../../suppliers/flights/index.ts';
import { airportsList } from './airports.service.ts';
import { flightSearchService } from './search.service.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };

/** Flights I: the airports list, the fare calendar and the priced availability search. */
export const flightsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const searches = flightSearchService(deps);
  /** Failures on demand (suppliers/flights/supplier.ts), honoured only where sandboxes run. */
  const scenarioOf = (header: unknown): FlightScenario | null =>
    sandboxAllowed(deps.env) && FLIGHT_SCENARIOS.includes(header as FlightScenario)
      ? (header as FlightScenario)
      : null;
  // Built once at start-up (spec section 4: one of the initial loads), not on the first request.
  airportsList();

  app.get(
    FLIGHT_PATHS.airports,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['flights'],
        summary:
          'Every airport with an IATA code: iata, city, name, country, time zone (public reference data)',
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400').type('application/json; charset=utf-8');
      return reply.send(airportsList().body);
    },
  );

  app.get(
    FLIGHT_PATHS.faresByDate,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['flights'],
        summary: 'Cheapest one-adult fare per date of the span (the fare calendar), AED with every markup',
        querystring: faresByDateQuery,
        response: { 200: faresByDateAnswer, ...errors },
      },
    },
    async (request) => searches.faresByDate(buyerOf(request), request.query),
  );

  app.post(
    FLIGHT_PATHS.search,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['flights'],
        summary:
          'One way, return or multicity availability, every fare priced for the caller; stored 30 minutes',
        body: flightSearchBody,
        response: { 200: flightSearchAnswer, ...errors },
      },
    },
    async (request) =>
      searches.search(buyerOf(request), request.body, scenarioOf(request.headers['x-sandbox-scenario'])),
  );
};
