import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBody,
  activityAnswer,
  activityQuery,
  agencySettingsDto,
  agencyUserDto,
  agencyUsersAnswer,
  errorEnvelope,
  invitationAnswer,
  invitationQuery,
  inviteUserBody,
  updateUserBody,
  userIdParams,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/index.ts';
import { sendSheet } from '../../plugins/agent-request.ts';
import { agentOf } from '../../plugins/auth.ts';
import { activityService } from './activity.service.ts';
import { agencyUsersService } from './agency-users.service.ts';

const errors = { '4xx': errorEnvelope };
const tags = ['agency-users'];
const manage = { auth: 'agent', permission: 'users.manage' } as const;

/** An agency's users (issue 32): the owner's users page, the invitation link, the activity page. */
export const agencyUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const users = agencyUsersService(deps);
  const activity = activityService(deps);

  app.get(
    '/b2b/agency/users',
    {
      config: manage,
      schema: {
        tags,
        summary: "The agency's users, roles, limits and last sign-ins",
        response: { 200: agencyUsersAnswer, ...errors },
      },
    },
    async (request) => ({ users: await users.list(agentOf(request).agentId) }),
  );

  app.post(
    '/b2b/agency/users',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Invite a user by e-mail (a link valid 72 hours to choose a password)',
        body: inviteUserBody,
        response: { 201: agencyUserDto, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await users.invite(actingAs(request), agentOf(request).agentId, request.body)),
  );

  app.patch(
    '/b2b/agency/users/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "Change a user's role, booking limit or grants, or disable it (its sessions end at once)",
        params: userIdParams,
        body: updateUserBody,
        response: { 200: agencyUserDto, ...errors },
      },
    },
    async (request) =>
      users.update(actingAs(request), agentOf(request).agentId, request.params.id, request.body),
  );

  app.get(
    '/b2b/agency/settings',
    {
      config: manage,
      schema: {
        tags,
        summary: "The agency's sign-in settings",
        response: { 200: agencySettingsDto, ...errors },
      },
    },
    async (request) => users.settings(agentOf(request).agentId),
  );

  app.patch(
    '/b2b/agency/settings',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Require two-factor sign-in of every user: the owner must use it first; users without it are signed out and must enrol at their next sign-in',
        body: agencySettingsDto,
        response: { 200: agencySettingsDto, ...errors },
      },
    },
    async (request) =>
      users.setSettings(actingAs(request), agentOf(request).agentId, request.body.requireTwoFactor),
  );

  app.get(
    '/b2b/agency/invitation',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'The invitation a link names (who is invited, to which agency)',
        querystring: invitationQuery,
        response: { 200: invitationAnswer, ...errors },
      },
    },
    async (request) => users.invitation(request.query.token),
  );

  app.post(
    '/b2b/agency/invitation/accept',
    {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Accept an invitation: choose a strong password, then sign in with it',
        body: acceptInvitationBody,
        response: { 200: z.object({ message: z.string(), email: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { email } = await users.accept(request.body.token, request.body.password);
      return { message: 'Your password is set. Please sign in.', email };
    },
  );

  app.get(
    '/b2b/agency/activity',
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags,
        summary: "Every change made by the agency's users, newest first",
        querystring: activityQuery,
        response: { 200: activityAnswer, ...errors },
      },
    },
    async (request) => activity.list(agentOf(request).agentId, request.query),
  );

  app.get(
    '/b2b/agency/activity/sheet',
    {
      config: { auth: 'agent', permission: 'reports.read' },
      schema: {
        tags,
        summary: 'The activity as an Excel sheet',
        querystring: activityQuery,
        response: errors,
      },
    },
    async (request, reply) =>
      sendSheet(reply, await activity.sheet(agentOf(request).agentId, request.query), 'activity.xlsx'),
  );
};
