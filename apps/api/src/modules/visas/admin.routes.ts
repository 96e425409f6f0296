import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVisaApplicationsAnswer,
  adminVisaApplicationsQuery,
  errorEnvelope,
  visaApplicationAnswer,
  visaStatusInput,
  visaTravellerParams,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { adminList, attachVisa, moveTraveller } from './admin.service.ts';
import { readVisaForm, VISA_PDF_TYPES } from './documents.ts';
import { actingAs } from '../../audit/index.ts';
import { adminOf } from '../../plugins/auth.ts';

const errors = { '4xx': errorEnvelope };

/** The back office's visa calls (company staff): list, move a traveller's status, attach the visa PDF. */
export const visaAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/visa/applications',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['visa', 'admin'],
        summary:
          'Every visa application with its agent and links to the documents (traveller status, search by reference, agent, traveller or passport; order newest or pending first)',
        querystring: adminVisaApplicationsQuery,
        response: { 200: adminVisaApplicationsAnswer, ...errors },
      },
    },
    (request) => {
      const q = request.query;
      return adminList(deps, q.status, q.skip, q.limit, {
        search: q.search,
        order: q.order,
        assignee: { filter: q.assignee, staffId: adminOf(request).adminId },
      });
    },
  );

  app.patch(
    '/admin/visa/applications/:id/travellers/:travellerId/status',
    {
      config: { auth: 'admin', permission: 'operations.visas' },
      schema: {
        tags: ['visa', 'admin'],
        summary: 'Move a traveller: in_process, approved, or rejected with a reason (the agent is mailed)',
        params: visaTravellerParams,
        body: visaStatusInput,
        response: { 200: visaApplicationAnswer, '4xx': errorEnvelope },
      },
    },
    async (request) => ({
      visaApplication: await moveTraveller(
        deps,
        request.params.id,
        request.params.travellerId,
        request.body.status,
        request.body.reason ?? null,
        'admin',
        actingAs(request),
      ),
    }),
  );

  app.post(
    '/admin/visa/applications/:id/travellers/:travellerId/visa',
    {
      config: { auth: 'admin', permission: 'operations.visas' },
      schema: {
        tags: ['visa', 'admin'],
        summary: 'Attach the visa PDF (multipart field "visa"); approves the traveller',
        params: visaTravellerParams,
        response: { 200: visaApplicationAnswer, ...errors },
      },
    },
    async (request) => {
      const form = await readVisaForm(request, VISA_PDF_TYPES, ['visa'], 'Upload the visa as a PDF file');
      const file = (form.files as Record<string, Parameters<typeof attachVisa>[3] | undefined>).visa;
      if (!file)
        throw badRequest('Attach the visa PDF as the field "visa"', { visa: ['Attach the visa PDF'] });
      return {
        visaApplication: await attachVisa(
          deps,
          request.params.id,
          request.params.travellerId,
          file,
          actingAs(request),
        ),
      };
    },
  );
};
