import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVisaPriceAnswer,
  adminVisaPriceInput,
  adminVisaPriceParams,
  adminVisaPricesAnswer,
  adminVisaTypeAnswer,
  adminVisaTypeInput,
  adminVisaTypesAnswer,
  errorEnvelope,
  uuidParam,
} from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { listVisaTypes, setVisaPrice, updateVisaType, visaTypePrices } from './inventory.admin-service.ts';

const errors = { '4xx': errorEnvelope };
const config = { auth: 'admin', permission: 'content.catalogue' } as const;
const tags = ['visa', 'admin'];
const security = [{ bearer: [] }];

/** The back office's visa inventory (issue 34): visa types and their prices per nationality. */
export const visaInventoryAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/inventory/visas/types',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Every visa type, active or not, with its version',
        response: { 200: adminVisaTypesAnswer, ...errors },
      },
    },
    async () => ({ visaTypes: await listVisaTypes(deps) }),
  );

  app.put(
    '/admin/inventory/visas/types/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Save a visa type (name, processing time, validity, documents required, active); 409 when it was changed by someone else',
        params: uuidParam,
        body: adminVisaTypeInput,
        response: { 200: adminVisaTypeAnswer, ...errors },
      },
    },
    async (request) => ({
      visaType: await updateVisaType(deps, actingAs(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/inventory/visas/types/:id/prices',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A visa type with its price per nationality (null where never priced)',
        params: uuidParam,
        response: { 200: adminVisaPricesAnswer, ...errors },
      },
    },
    (request) => visaTypePrices(deps, request.params.id),
  );

  app.put(
    '/admin/inventory/visas/types/:id/prices/:nationalityId',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Set the price of a visa type for a nationality (version 0 for a new price); 409 when it was changed by someone else',
        params: adminVisaPriceParams,
        body: adminVisaPriceInput,
        response: { 200: adminVisaPriceAnswer, ...errors },
      },
    },
    (request) =>
      setVisaPrice(deps, actingAs(request), request.params.id, request.params.nationalityId, request.body),
  );
};
