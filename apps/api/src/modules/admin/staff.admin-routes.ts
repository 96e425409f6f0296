import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditHistoryAnswer,
  auditHistoryParams,
  auditListAnswer,
  auditListQuery,
  errorEnvelope,
  messageAnswer,
  staffAcceptBody,
  staffAccountAnswer,
  staffInviteBody,
  staffListAnswer,
  staffRolesBody,
  staffStatusBody,
  uuidParam,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs, auditSheet, listAudit, objectHistory } from '../../audit/index.ts';
import { sendSheet } from '../../plugins/agent-request.ts';
import { acceptInvitation, inviteStaff, listStaff, setStaffActive, setStaffRoles } from './staff.service.ts';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};
const tags = ['admin'];
const security = [{ bearer: [] }];
const manage = { auth: 'admin' as const, permission: 'staff.manage' as const };
const audit = { auth: 'admin' as const, permission: 'audit.read' as const };

/** Staff accounts (administrators) and the audit trail (issue 33). */
export const staffAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/staff',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Every staff account: roles, status (active, invited, disabled), last sign-in',
        response: { 200: staffListAnswer, ...errors },
      },
    },
    () => listStaff(deps),
  );

  app.post(
    '/admin/staff/invitations',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Invite a member of staff by e-mail with roles (the link expires; they choose a password)',
        body: staffInviteBody,
        response: { 200: staffAccountAnswer, ...errors },
      },
    },
    (request) => inviteStaff(deps, actingAs(request), request.body),
  );

  app.patch(
    '/admin/staff/:id/roles',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: "Change a member of staff's roles (one or more; takes effect on their next request)",
        params: uuidParam,
        body: staffRolesBody,
        response: { 200: staffAccountAnswer, ...errors },
      },
    },
    (request) => setStaffRoles(deps, actingAs(request), request.params.id, request.body.roles),
  );

  app.patch(
    '/admin/staff/:id/status',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Disable (their sessions end at once) or enable a member of staff',
        params: uuidParam,
        body: staffStatusBody,
        response: { 200: staffAccountAnswer, ...errors },
      },
    },
    (request) => setStaffActive(deps, actingAs(request), request.params.id, request.body.active),
  );

  app.post(
    '/admin/auth/invitation',
    {
      // The invitee has no session yet: the token in the mailed link is the proof.
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Accept a staff invitation: choose a strong password (the link works once, until it expires)',
        body: staffAcceptBody,
        response: { 200: messageAnswer, 400: errorEnvelope },
      },
    },
    (request) => acceptInvitation(deps, request.body.token, request.body.password),
  );

  app.get(
    '/admin/audit',
    {
      config: audit,
      schema: {
        tags,
        security,
        summary: 'The audit trail newest first: filter by member of staff, kind, object, agent and dates',
        querystring: auditListQuery,
        response: { 200: auditListAnswer, ...errors },
      },
    },
    (request) => {
      const { skip, limit, ...filters } = request.query;
      return listAudit(deps.database.db, filters, { skip, limit });
    },
  );

  app.get(
    '/admin/audit/export',
    {
      config: audit,
      schema: {
        tags,
        security,
        summary: 'The filtered audit trail as an Excel workbook (at most 10,000 rows)',
        querystring: auditListQuery,
      },
    },
    async (request, reply) => {
      const { skip: _skip, limit: _limit, ...filters } = request.query;
      const file = await auditSheet(deps.database.db, filters, deps.clock.now());
      return sendSheet(reply, file, 'audit.xlsx');
    },
  );

  app.get(
    '/admin/history/:objectType/:id',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags,
        security,
        summary:
          'Every change made to one object, newest first: an agent (and its wallet, requests and orders), ' +
          'an order (and its lines) or a visa application (and its travellers)',
        params: auditHistoryParams,
        response: { 200: auditHistoryAnswer, ...errors },
      },
    },
    async (request) => ({
      rows: await objectHistory(deps.database.db, request.params.objectType, request.params.id),
    }),
  );
};
