import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyTermsAnswer,
  companyTermsInput,
  companyTermsListAnswer,
  companyTermsParams,
  errorEnvelope,
} from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { findTerms, listTerms, saveTerms } from './terms.service.ts';

const errors = { '4xx': errorEnvelope };
const admin = { auth: 'admin', permission: 'content.settings' } as const;

/** The company's own terms pages (issue 34): agents read them; staff with content settings write them. */
export const companyTermsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/company/terms/:page',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['company'],
        summary: 'One of the company’s terms pages (e.g. its booking terms), as last saved',
        params: companyTermsParams,
        response: { 200: companyTermsAnswer, ...errors },
      },
    },
    async (request) => ({ terms: await findTerms(deps, request.params.page) }),
  );

  app.get(
    '/admin/company/terms',
    {
      config: admin,
      schema: {
        tags: ['company', 'admin'],
        security: [{ bearer: [] }],
        summary: 'The company’s terms pages with their current version',
        response: { 200: companyTermsListAnswer, ...errors },
      },
    },
    async () => ({ pages: await listTerms(deps) }),
  );

  app.put(
    '/admin/company/terms/:page',
    {
      config: admin,
      schema: {
        tags: ['company', 'admin'],
        security: [{ bearer: [] }],
        summary:
          'Save a terms page as its next version (the history is kept); 409 when it was changed by someone else',
        params: companyTermsParams,
        body: companyTermsInput,
        response: { 200: companyTermsAnswer, ...errors },
      },
    },
    async (request) => ({
      terms: await saveTerms(deps, actingAs(request), request.params.page, request.body),
    }),
  );
};
