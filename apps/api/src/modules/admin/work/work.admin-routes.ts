import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuotationQueueAnswer,
  adminQuotationQueueQuery,
  adminQuotationWorkAnswer,
  adminQuotationWorkBody,
  adminRejectAgentBody,
  adminSubAgentModulesAnswer,
  adminSubAgentModulesBody,
  errorEnvelope,
  messageAnswer,
  staffAssigneeBody,
  assigneeListAnswer,
  staffNoteBody,
  staffWorkAnswer,
  staffWorkParams,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../../deps.ts';
import { actingAs } from '../../../audit/index.ts';
import { assertPermission } from '../../../plugins/auth.ts';
import { rejectRegistration, switchSubAgentModulesOn } from './agent-decisions.service.ts';
import { quotationQueue, setQuotationWork } from './quotation-queue.service.ts';
import { activeStaff, addNote, assign, WORK_PERMISSION, workOf } from './work.service.ts';

const errors = { '4xx': errorEnvelope };
const security = [{ bearer: [] }];
const staff = { auth: 'admin' as const, permission: 'back-office.read' as const };

/**
 * The back office's daily work: notes and assignment, rejecting a registration, switching a reseller's
 * sub-agents back on, and the operations queue of confirmed quotations.
 */
export const staffWorkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/work/staff',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'The active members of staff (to assign an order or a visa application to)',
        security,
        response: { 200: assigneeListAnswer, ...errors },
      },
    },
    () => activeStaff(deps),
  );

  app.get(
    '/admin/work/:kind/:key',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary:
          'Internal notes (newest first) and the member of staff handling an agent, an order (product:id) or a visa application',
        security,
        params: staffWorkParams,
        response: { 200: staffWorkAnswer, ...errors },
      },
    },
    (request) => workOf(deps, request.params.kind, request.params.key),
  );

  app.post(
    '/admin/work/:kind/:key/notes',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Add an internal note (named and timestamped; never shown to the agent)',
        security,
        params: staffWorkParams,
        body: staffNoteBody,
        response: { 200: staffWorkAnswer, ...errors },
      },
    },
    (request) => {
      assertPermission(request.caller, WORK_PERMISSION[request.params.kind]);
      return addNote(deps, actingAs(request), request.params.kind, request.params.key, request.body.text);
    },
  );

  app.put(
    '/admin/work/:kind/:key/assignee',
    {
      config: staff,
      schema: {
        tags: ['admin'],
        summary: 'Assign an order or a visa application to a member of staff (null: nobody)',
        security,
        params: staffWorkParams,
        body: staffAssigneeBody,
        response: { 200: staffWorkAnswer, ...errors },
      },
    },
    (request) => {
      assertPermission(request.caller, WORK_PERMISSION[request.params.kind]);
      return assign(deps, actingAs(request), request.params.kind, request.params.key, request.body.adminId);
    },
  );

  app.post(
    '/admin/agents/:id/reject',
    {
      config: { ...staff, permission: 'agents.manage' as const },
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending registration with a reason: the agent is cancelled and mailed the reason (409 unless pending)',
        security,
        params: uuidParam,
        body: adminRejectAgentBody,
        response: { 200: messageAnswer, ...errors },
      },
    },
    (request) => rejectRegistration(deps, actingAs(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/agents/:id/sub-agents/modules',
    {
      config: { ...staff, permission: 'agents.manage' as const },
      schema: {
        tags: ['admin'],
        summary:
          'Switch modules back on for every sub-agent of a reseller (only modules the reseller has on)',
        security,
        params: uuidParam,
        body: adminSubAgentModulesBody,
        response: { 200: adminSubAgentModulesAnswer, ...errors },
      },
    },
    (request) => switchSubAgentModulesOn(deps, actingAs(request), request.params.id, request.body.flags),
  );

  app.get(
    '/admin/quotations/queue',
    {
      config: staff,
      schema: {
        tags: ['quotations', 'admin'],
        summary:
          'Confirmed quotations for operations (work status new, in-hand or done): chosen option, rooms, comments, whole-trip total',
        security,
        querystring: adminQuotationQueueQuery,
        response: { 200: adminQuotationQueueAnswer, ...errors },
      },
    },
    (request) => quotationQueue(deps, request.query),
  );

  app.put(
    '/admin/quotations/:id/work',
    {
      config: { ...staff, permission: 'operations.quotations' as const },
      schema: {
        tags: ['quotations', 'admin'],
        summary: "Set operations' status of a confirmed quotation (new, in-hand, done)",
        security,
        params: z.object({ id: z.uuid({ error: 'Unknown quotation' }) }),
        body: adminQuotationWorkBody,
        response: { 200: adminQuotationWorkAnswer, ...errors },
      },
    },
    (request) => setQuotationWork(deps, actingAs(request), request.params.id, request.body.status),
  );
};
