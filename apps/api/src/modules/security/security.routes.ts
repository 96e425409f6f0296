import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  challengeBody,
  challengeCodeBody,
  errorEnvelope,
  messageAnswer,
  recoveryCodesAnswer,
  sessionParams,
  sessionsAnswer,
  twoFactorAdminLoginAnswer,
  twoFactorCodeBody,
  twoFactorEnrolment,
  twoFactorLoginAnswer,
  twoFactorProofBody,
  twoFactorStatus,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { actingAs } from '../../audit/actor.ts';
import type { RouteAuth } from '../../plugins/auth.ts';
import { endSession, listSessions } from './sessions.service.ts';
import { enrolFromChallenge, verifyAgentChallenge, verifyStaffChallenge } from './sign-in.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  statusOf,
} from './two-factor.service.ts';
import { callerOf, ownerLabel, ownerOfCaller } from './owners.ts';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

interface Side {
  prefix: string;
  auth: Extract<RouteAuth, 'agent' | 'admin'>;
  /** Every person may manage its own second factor and sessions. */
  permission: 'own-account' | 'back-office.read';
  tag: string;
  who: string;
}

const SIDES: Side[] = [
  {
    prefix: '/b2b/resellers/auth',
    auth: 'agent',
    permission: 'own-account',
    tag: 'auth',
    who: 'agency user',
  },
  {
    prefix: '/admin/auth',
    auth: 'admin',
    permission: 'back-office.read',
    tag: 'admin',
    who: 'member of staff',
  },
];

/**
 * Two-factor sign-in and sessions (issue 32 §4, issue 33 §1), the same routes for an agency user
 * (/b2b/resellers/auth/...) and a member of staff (/admin/auth/...): each manages its own only.
 */
export const securityRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const side of SIDES) {
    const { prefix, tag, who } = side;
    const config = { auth: side.auth, permission: side.permission };
    const security = [{ bearer: [] }];

    app.get(
      `${prefix}/two-factor`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `The ${who}'s two-factor sign-in`,
          security,
          response: { 200: twoFactorStatus, ...errors },
        },
      },
      (request) => statusOf(deps, ownerOfCaller(callerOf(request))),
    );

    app.post(
      `${prefix}/two-factor/enrol`,
      {
        config,
        schema: {
          tags: [tag],
          summary:
            'Start setting up two-factor sign-in: a new secret, its otpauth URI and QR code (shown this once)',
          security,
          response: { 200: twoFactorEnrolment, ...errors },
        },
      },
      async (request) => {
        const owner = ownerOfCaller(callerOf(request));
        return startEnrolment(deps, owner, await ownerLabel(deps, owner));
      },
    );

    app.post(
      `${prefix}/two-factor/confirm`,
      {
        config,
        schema: {
          tags: [tag],
          summary:
            'Switch two-factor sign-in on with a first code; answers the one-time recovery codes (shown once)',
          security,
          body: twoFactorCodeBody,
          response: { 200: recoveryCodesAnswer, ...errors },
        },
      },
      async (request) => ({
        recoveryCodes: await confirmEnrolment(
          deps,
          actingAs(request),
          ownerOfCaller(callerOf(request)),
          request.body.code,
          request.ip,
        ),
      }),
    );

    app.post(
      `${prefix}/two-factor/recovery-codes`,
      {
        config,
        schema: {
          tags: [tag],
          summary: 'New recovery codes in place of the old ones (password or a code); shown once',
          security,
          body: twoFactorProofBody,
          response: { 200: recoveryCodesAnswer, ...errors },
        },
      },
      async (request) => ({
        recoveryCodes: await regenerateRecoveryCodes(
          deps,
          actingAs(request),
          ownerOfCaller(callerOf(request)),
          request.body,
          request.ip,
        ),
      }),
    );

    app.post(
      `${prefix}/two-factor/disable`,
      {
        config,
        schema: {
          tags: [tag],
          summary: 'Switch two-factor sign-in off (password or a code); refused where it is required',
          security,
          body: twoFactorProofBody,
          response: { 200: messageAnswer, ...errors },
        },
      },
      async (request) => {
        await disableTwoFactor(
          deps,
          actingAs(request),
          ownerOfCaller(callerOf(request)),
          request.body,
          request.ip,
        );
        return { message: 'Two-factor sign-in is off' };
      },
    );

    app.get(
      `${prefix}/sessions`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `The ${who}'s own active sessions (device, address, created, last use)`,
          security,
          response: { 200: sessionsAnswer, ...errors },
        },
      },
      async (request) => ({ sessions: await listSessions(deps, callerOf(request)) }),
    );

    app.delete(
      `${prefix}/sessions/:id`,
      {
        config,
        schema: {
          tags: [tag],
          summary: 'End one of its own sessions (its token is refused at once)',
          security,
          params: sessionParams,
          response: { 200: messageAnswer, ...errors },
        },
      },
      async (request) => {
        await endSession(deps, actingAs(request), callerOf(request), request.params.id);
        return { message: 'Session ended' };
      },
    );

    // The second step of a sign-in: public, the challenge token of the password step is the credential.
    app.post(
      `${prefix}/two-factor/challenge/enrol`,
      {
        // No address limit: nothing to guess (the token is random and single-use); offices share addresses.
        config: { auth: 'public' },
        schema: {
          tags: [tag],
          summary: 'Sign-in that requires two-factor: start setting it up (secret and QR code)',
          body: challengeBody,
          response: { 200: twoFactorEnrolment, 400: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope },
        },
      },
      (request) => enrolFromChallenge(deps, request.body.challengeToken, side.auth),
    );
  }

  const meta = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/b2b/resellers/auth/two-factor/challenge/verify',
    {
      // Wrong codes are limited per person in login-limits.ts (and end the challenge after a few).
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Complete a sign-in with the authenticator code (or a recovery code, or the first code of an enrolment)',
        body: challengeCodeBody,
        response: { 200: twoFactorLoginAnswer, 400: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
      },
    },
    (request) => verifyAgentChallenge(deps, request.body, meta(request)),
  );

  app.post(
    '/admin/auth/two-factor/challenge/verify',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['admin'],
        summary:
          'Complete a staff sign-in with the authenticator code (or a recovery code, or an enrolment’s first code)',
        body: challengeCodeBody,
        response: {
          200: twoFactorAdminLoginAnswer,
          400: errorEnvelope,
          403: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    (request) => verifyStaffChallenge(deps, request.body, meta(request)),
  );
};
