import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { orderDocumentRoutes } from './order-documents.routes.ts';
import { ordersRoutes } from './orders.routes.ts';

export const attractionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(catalogueRoutes, { deps });
  await app.register(ordersRoutes, { deps });
  await app.register(orderDocumentRoutes, { deps });
};
