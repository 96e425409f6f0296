import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMarkupAnswer,
  adminMarkupListAnswer,
  adminMarkupListQuery,
  adminMarkupPreviewAnswer,
  adminMarkupPreviewBody,
  adminMarkupSetBody,
  errorEnvelope,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import {
  companyMarkupDto,
  companyMarkupSetText,
  listCompanyMarkups,
  removeCompanyMarkupById,
  setCompanyMarkup,
} from './company-markups.service.ts';
import { previewCompanyMarkup } from './markup-preview.service.ts';

const tags = ['markups', 'admin'];
const errors = { '4xx': errorEnvelope };

/**
 * The back office's company markups (the first pricing layer): the same service as the command line's
 * markups:company-* and insurance:markup-* commands.
 */
export const markupsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/markups',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags,
        summary:
          'Company markups: agent "default" (the defaults), an agent code, e-mail or id, or none (all); product',
        security: [{ bearer: [] }],
        querystring: adminMarkupListQuery,
        response: { 200: adminMarkupListAnswer, ...errors },
      },
    },
    (request) => listCompanyMarkups(deps, request.query),
  );

  app.put(
    '/admin/markups',
    {
      config: { auth: 'admin', permission: 'content.markups' },
      schema: {
        tags,
        summary:
          'Set (create or replace) the company markup of one agent or the default on a product or one item of it',
        security: [{ bearer: [] }],
        body: adminMarkupSetBody,
        response: { 200: adminMarkupAnswer, ...errors },
      },
    },
    async (request) => {
      const set = await setCompanyMarkup(deps, request.body, actingAs(request));
      return { markup: await companyMarkupDto(deps, set), message: companyMarkupSetText(set) };
    },
  );

  app.post(
    '/admin/markups/preview',
    {
      config: { auth: 'admin', permission: 'content.markups' },
      schema: {
        tags,
        summary:
          "Preview a company markup before saving: the product's own margin and the price of a sample item today and after saving (ADR 0014); nothing is written",
        security: [{ bearer: [] }],
        body: adminMarkupPreviewBody,
        response: { 200: adminMarkupPreviewAnswer, ...errors },
      },
    },
    (request) => previewCompanyMarkup(deps, request.body),
  );

  app.delete(
    '/admin/markups/:id',
    {
      config: { auth: 'admin', permission: 'content.markups' },
      schema: {
        tags,
        summary: 'Remove one company markup (the next most specific one applies again)',
        security: [{ bearer: [] }],
        params: uuidParam,
        response: { 200: adminMarkupAnswer, ...errors },
      },
    },
    (request) => removeCompanyMarkupById(deps, request.params.id, actingAs(request)),
  );
};
