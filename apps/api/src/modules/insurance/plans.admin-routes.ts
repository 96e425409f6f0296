import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminInsurancePlanAnswer,
  adminInsurancePlanCreateInput,
  adminInsurancePlanInput,
  adminInsurancePlansAnswer,
  errorEnvelope,
  insurancePlanParams,
} from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { readFileFields } from '../files/multipart.ts';
import { attachWording, createPlan, findPlan, listPlans, updatePlan } from './plans.admin-service.ts';

const errors = { '4xx': errorEnvelope };
const config = { auth: 'admin', permission: 'content.catalogue' } as const;
const tags = ['insurance', 'admin'];
const security = [{ bearer: [] }];
const PDF = { 'application/pdf': 'pdf' } as const;
const WORDING_PDF = 'Upload the wording as a PDF file';

/** The back office's insurance plans (issue 34): cover, region, premium bands, wording PDF, deactivation. */
export const insurancePlansAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/inventory/insurance/plans',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Every insurance plan, sold or not, with its cover, premium bands and wording',
        response: { 200: adminInsurancePlansAnswer, ...errors },
      },
    },
    async () => ({ plans: await listPlans(deps) }),
  );

  app.post(
    '/admin/inventory/insurance/plans',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Create a plan: code, cover limits, region, premium bands by trip days and age, cancellation fee, emergency phone (the wording PDF is uploaded after)',
        body: adminInsurancePlanCreateInput,
        response: { 200: adminInsurancePlanAnswer, ...errors },
      },
    },
    async (request) => ({ plan: await createPlan(deps, actingAs(request), request.body) }),
  );

  app.get(
    '/admin/inventory/insurance/plans/:code',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One insurance plan by its code',
        params: insurancePlanParams,
        response: { 200: adminInsurancePlanAnswer, ...errors },
      },
    },
    async (request) => ({ plan: await findPlan(deps, request.params.code) }),
  );

  app.put(
    '/admin/inventory/insurance/plans/:code',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Save a plan’s cover limits, region, premium bands by trip days and age, or deactivate it; 409 when it was changed by someone else',
        params: insurancePlanParams,
        body: adminInsurancePlanInput,
        response: { 200: adminInsurancePlanAnswer, ...errors },
      },
    },
    async (request) => ({
      plan: await updatePlan(deps, actingAs(request), request.params.code, request.body),
    }),
  );

  app.post(
    '/admin/inventory/insurance/plans/:code/wording',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Upload the plan’s wording PDF (multipart: "wording" file; ?version= the plan version it replaces); 409 when it was changed by someone else',
        params: insurancePlanParams,
        querystring: z.object({ version: z.coerce.number().int().nonnegative() }),
        response: { 200: adminInsurancePlanAnswer, ...errors },
      },
    },
    async (request) => {
      const { wording } = await readFileFields(request, ['wording'], PDF, WORDING_PDF);
      if (!wording) throw badRequest(WORDING_PDF, { wording: [WORDING_PDF] });
      return {
        plan: await attachWording(
          deps,
          actingAs(request),
          request.params.code,
          request.query.version,
          wording,
        ),
      };
    },
  );
};
