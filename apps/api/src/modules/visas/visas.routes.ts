import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { visaAdminRoutes } from './admin.routes.ts';
import { visaApplicationRoutes } from './applications.routes.ts';
import { visaCatalogueRoutes } from './catalogue.routes.ts';
import { visaMarkupRoutes } from './markups.routes.ts';
import { visaPaymentRoutes } from './payment.routes.ts';

export const visasRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(visaCatalogueRoutes, { deps });
  await app.register(visaApplicationRoutes, { deps });
  await app.register(visaMarkupRoutes, { deps });
  await app.register(visaPaymentRoutes, { deps });
  await app.register(visaAdminRoutes, { deps });
};
