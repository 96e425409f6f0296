import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityParams,
  adminActivityAnswer,
  adminActivityPriceInput,
  adminAttractionAnswer,
  adminAttractionInput,
  adminAttractionsAnswer,
  adminDatePricesInput,
  adminVehiclePricesInput,
  errorEnvelope,
  uuidParam,
} from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  findAttraction,
  listAttractions,
  updateActivityPrices,
  updateAttraction,
} from './content.admin-service.ts';
import { setDatePrices } from './date-prices.admin-service.ts';
import { setVehiclePrices } from './vehicle-prices.admin-service.ts';

const errors = { '4xx': errorEnvelope };
const config = { auth: 'admin', permission: 'content.catalogue' } as const;
const tags = ['attractions', 'admin'];
const security = [{ bearer: [] }];

/** The back office's attraction content and activity prices (issue 34). */
export const attractionContentAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/inventory/attractions',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Every attraction, active or not, with the categories and destinations to choose from',
        response: { 200: adminAttractionsAnswer, ...errors },
      },
    },
    () => listAttractions(deps),
  );

  app.get(
    '/admin/inventory/attractions/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'An attraction’s content, cancellation policy and activities with their prices',
        params: uuidParam,
        response: { 200: adminAttractionAnswer, ...errors },
      },
    },
    async (request) => ({ attraction: await findAttraction(deps.database.db, request.params.id) }),
  );

  app.put(
    '/admin/inventory/attractions/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Save an attraction’s content, operating days, booking type and cancellation policy, or deactivate it; 409 when it was changed by someone else',
        params: uuidParam,
        body: adminAttractionInput,
        response: { 200: adminAttractionAnswer, ...errors },
      },
    },
    async (request) => ({
      attraction: await updateAttraction(deps, actingAs(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/admin/inventory/attractions/activities/:activityId/prices',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Set an activity’s price and cost per adult, child and infant (fils), or deactivate it; 409 when it was changed by someone else',
        params: activityParams,
        body: adminActivityPriceInput,
        response: { 200: adminActivityAnswer, ...errors },
      },
    },
    async (request) => ({
      activity: await updateActivityPrices(deps, actingAs(request), request.params.activityId, request.body),
    }),
  );

  app.put(
    '/admin/inventory/attractions/activities/:activityId/date-prices',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Set an activity’s prices per adult, child and infant for date ranges (fils; ranges may not overlap); a visit date outside them keeps the standing prices; 409 when it was changed by someone else',
        params: activityParams,
        body: adminDatePricesInput,
        response: { 200: adminActivityAnswer, ...errors },
      },
    },
    async (request) => ({
      activity: await setDatePrices(deps, actingAs(request), request.params.activityId, request.body),
    }),
  );

  app.put(
    '/admin/inventory/attractions/activities/:activityId/vehicle-prices',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Set the vehicles of a private or hourly activity: name, seats, price and cost per vehicle (per vehicle-hour when hourly; fils), or deactivate it; 409 when it was changed by someone else',
        params: activityParams,
        body: adminVehiclePricesInput,
        response: { 200: adminActivityAnswer, ...errors },
      },
    },
    async (request) => ({
      activity: await setVehiclePrices(deps, actingAs(request), request.params.activityId, request.body),
    }),
  );
};
