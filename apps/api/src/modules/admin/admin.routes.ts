import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCliAnswer,
  adminCliBody,
  adminLoginAnswer,
  adminLoginBody,
  adminDashboardAnswer,
  adminMeAnswer,
  errorEnvelope,
  messageAnswer,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { admins } from '@portal/db';
import { readServerFile } from '../../cli/server-file.ts';
import { runAdminCommand } from '../../cli/runner.ts';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { adminOf } from '../../plugins/auth.ts';
import { adminLogin, logout } from '../auth/auth.service.ts';
import { adminDashboard } from './dashboard.service.ts';
import { staffProfile } from './staff.service.ts';

/** Only the token this very process wrote to `${DATA_DIR}/server.json` opens the command endpoint. */
function cliTokenMatches(dataDir: string, given: string | undefined): boolean {
  const file = readServerFile(dataDir);
  if (!file || file.pid !== process.pid || !given) return false;
  const a = Buffer.from(file.token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const adminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/admin/auth/login',
    {
      // Failures are limited as the agents' are (auth/login-limits.ts), never successful sign-ins.
      config: { auth: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'Company staff sign-in',
        body: adminLoginBody,
        response: { 200: adminLoginAnswer, 400: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
      },
    },
    (request) => adminLogin(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.get(
    '/admin/auth/me',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['admin'],
        summary: 'The signed-in member of staff',
        security: [{ bearer: [] }],
        response: { 200: adminMeAnswer, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => {
      const [admin] = await deps.database.db
        .select({ id: admins.id, name: admins.name, email: admins.email, roles: admins.roles })
        .from(admins)
        .where(eq(admins.id, adminOf(request).adminId));
      // The session was live a moment ago (auth); an account removed since is signed out.
      if (!admin) throw unauthorized('Your session has ended, please sign in again', 'session.ended');
      return { admin: staffProfile(admin) };
    },
  );

  app.post(
    '/admin/auth/logout',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['admin'],
        summary: 'End the current staff session',
        security: [{ bearer: [] }],
        response: { 200: messageAnswer, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request) => {
      await logout(deps, adminOf(request).sessionId);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/admin/dashboard',
    {
      config: { auth: 'admin', permission: 'back-office.read' },
      schema: {
        tags: ['admin'],
        summary: 'The work waiting for staff (counts per queue) and the open pay-later exposure per agent',
        security: [{ bearer: [] }],
        response: { 200: adminDashboardAnswer, 401: errorEnvelope, 403: errorEnvelope },
      },
    },
    () => adminDashboard(deps),
  );

  app.post(
    '/admin/cli',
    {
      // Not a bearer route: the admin command line proves it runs on this machine with the server's token.
      config: { auth: 'public' },
      schema: {
        hide: true,
        headers: z.object({ 'x-admin-cli-token': z.string().max(200).optional() }),
        body: adminCliBody,
        response: { 200: adminCliAnswer, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      if (!cliTokenMatches(deps.env.DATA_DIR, request.headers['x-admin-cli-token'])) {
        throw unauthorized('Invalid admin command-line token');
      }
      return { output: await runAdminCommand(deps, request.body.argv, request.body.operator ?? 'unknown') };
    },
  );
};
