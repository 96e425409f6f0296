import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  fieldErrorsOf,
  fieldErrorSummary,
  VISA_PATHS,
  visaApplicationAnswer,
  visaApplicationInput,
  visaApplicationParams,
  visaApplicationsAnswer,
  visaDocumentParams,
  visaListQuery,
  visaTravellerInput,
  visaTravellerParams,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { sendSheet } from '../../plugins/agent-request.ts';
import { agentOf } from '../../plugins/auth.ts';
import {
  createApplication,
  getApplication,
  listApplications,
  readDocument,
  reapplyTraveller,
  uploadDocuments,
} from './applications.service.ts';
import { readVisaForm } from './documents.ts';
import { applicationsWorkbook } from './sheet.ts';
import { sendUpload } from '../files/upload-answer.ts';

const errors = { '4xx': errorEnvelope };

/** The `traveller` JSON field of the reapply form, checked with the passenger row's schema. */
function parseTraveller(raw: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw badRequest('Send the corrected traveller as the JSON field "traveller"', {
      traveller: ['Missing'],
    });
  }
  const parsed = visaTravellerInput.safeParse(json);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues, 'traveller');
    throw badRequest(fieldErrorSummary(fieldErrors, 'Check the traveller'), fieldErrors);
  }
  return parsed.data;
}

export const visaApplicationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    VISA_PATHS.create,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['visa'],
        summary:
          'Apply: visa type, nationality, travel date, counts and one passenger row per traveller (unpaid)',
        body: visaApplicationInput,
        response: { 201: visaApplicationAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await createApplication(deps, agentOf(request), request.body);
      return reply.code(201).send(answer);
    },
  );

  app.get(
    VISA_PATHS.list,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['visa'],
        summary:
          "The caller's applications with filters (reference, traveller, passport, status, dates) and paging",
        querystring: visaListQuery,
        response: { 200: visaApplicationsAnswer, ...errors },
      },
    },
    (request) => listApplications(deps, agentOf(request), request.query),
  );

  app.get(
    VISA_PATHS.sheet,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['visa'],
        summary: 'The filtered applications as an Excel file',
        querystring: visaListQuery,
      },
    },
    async (request, reply) => {
      const file = await applicationsWorkbook(deps, agentOf(request), request.query);
      return sendSheet(reply, file, 'visa-applications.xlsx');
    },
  );

  app.get(
    '/b2b/visa/application/list/:id',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['visa'],
        summary: 'One application with per-traveller status, documents and history',
        params: visaApplicationParams,
        response: { 200: visaApplicationAnswer, ...errors },
      },
    },
    async (request) => {
      const c = agentOf(request);
      return getApplication(deps, c, request.params.id);
    },
  );

  app.post(
    '/b2b/visa/application/:id/travellers/:travellerId/documents',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['visa'],
        summary:
          'Upload a traveller’s documents (multipart: passportFistPagePhoto, passportLastPagePhoto, passportSizePhoto, supportiveDoc1, supportiveDoc2; JPG, PNG, WebP or PDF, 5 MB each)',
        params: visaTravellerParams,
        response: { 200: visaApplicationAnswer, ...errors },
      },
    },
    async (request) => {
      const c = agentOf(request);
      await getApplication(deps, c, request.params.id, 'write');
      const form = await readVisaForm(request);
      return uploadDocuments(deps, c, request.params.id, request.params.travellerId, form);
    },
  );

  app.get(
    '/b2b/visa/application/:id/travellers/:travellerId/documents/:field',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: { tags: ['visa'], summary: 'One uploaded document (owner only)', params: visaDocumentParams },
    },
    async (request, reply) => {
      const p = request.params;
      const file = await readDocument(deps, agentOf(request), p.id, p.travellerId, p.field);
      return sendUpload(reply, file, 'private, no-store');
    },
  );

  app.get(
    '/b2b/visa/application/:id/travellers/:travellerId/visa',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: { tags: ['visa'], summary: 'The approved visa PDF (owner only)', params: visaTravellerParams },
    },
    async (request, reply) => {
      const p = request.params;
      const file = await readDocument(deps, agentOf(request), p.id, p.travellerId, 'visa');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.post(
    '/b2b/visa/application/:id/reapply/:travellerId',
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['visa'],
        summary:
          'Reapply a rejected traveller at no new charge (multipart: the corrected passenger row as JSON field "traveller", and any documents to replace)',
        params: visaTravellerParams,
        response: { 200: visaApplicationAnswer, ...errors },
      },
    },
    async (request) => {
      const c = agentOf(request);
      await getApplication(deps, c, request.params.id, 'write');
      const form = await readVisaForm(request);
      const traveller = parseTraveller(form.fields.traveller);
      return reapplyTraveller(deps, c, request.params.id, request.params.travellerId, traveller, form);
    },
  );
};
