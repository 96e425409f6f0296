import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  INSURANCE_PATHS,
  insurancePlansAnswer,
  insuranceQuoteAnswer,
  insuranceQuoteBody,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/app-error.ts';
import { insuranceEnabled, listActivePlans } from './plans.repository.ts';
import { NOT_ENABLED, pricePolicy } from './pricing.ts';
import { planDto, quoteAnswer } from './views.ts';
import './insurance.product.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };

/** Travel insurance (issue 16): plans and quotes here; purchases, contracts and documents through the booking core. */
export const insuranceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const buyerOf = (request: Parameters<typeof agentOf>[0]) => {
    const c = agentOf(request);
    return { agentId: c.agentId, role: c.role, parentId: c.parentId };
  };

  app.get(
    INSURANCE_PATHS.plans,
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['insurance'],
        summary: 'Insurance plans with their coverage lines, limits, excess and trip and age limits',
        response: { 200: insurancePlansAnswer, ...errors },
      },
    },
    async (request) => {
      if (!(await insuranceEnabled(deps.database.db, agentOf(request).agentId))) throw forbidden(NOT_ENABLED);
      return { plans: (await listActivePlans(deps.database.db)).map(planDto) };
    },
  );

  app.post(
    INSURANCE_PATHS.quotation,
    {
      config: { auth: 'agent' },
      schema: {
        tags: ['insurance'],
        summary:
          'Price of a policy for the caller (premium by trip and age band through the pricing pipeline); nothing is stored',
        body: insuranceQuoteBody,
        response: { 200: insuranceQuoteAnswer, ...errors },
      },
    },
    async (request) => quoteAnswer(await pricePolicy(deps, buyerOf(request), request.body)),
  );
};
