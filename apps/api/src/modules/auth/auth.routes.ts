import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentRecord,
  certificateAnswer,
  certificateParams,
  certificateUploadAnswer,
  errorEnvelope,
  forgotPasswordBody,
  loginBody,
  loginResult,
  messageAnswer,
  resetPasswordBody,
  signupAnswer,
  signupBody,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { DOCUMENT_TYPES } from '../../lib/uploads.ts';
import { agentOf } from '../../plugins/auth.ts';
import { readFileFields } from '../files/multipart.ts';
import {
  FORGOT_MESSAGE,
  RESET_DONE_MESSAGE,
  agentRecordOf,
  forgotPassword,
  login,
  logout,
  resetPassword,
} from './auth.service.ts';
import { signup } from './signup.service.ts';
import {
  UPLOADED_MESSAGE,
  certificatesOf,
  saveCertificates,
  verifyingAgent,
} from './verification.service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const INVALID_DOCUMENT = 'Please upload a valid JPG or PDF file.';
export const BOTH_DOCUMENTS = 'Please upload both documents';

/** Agent sign-up, sign-in, session and verification (spec sections 3, 4, 7). */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const prefix = '/b2b/resellers/auth';

  app.post(
    `${prefix}/signup`,
    {
      config: { auth: 'public', rateLimit: { max: 20, timeWindow: 4 * FIFTEEN_MINUTES } },
      schema: {
        tags: ['auth'],
        summary: 'Register an agency (status pending; mails the verification link)',
        description:
          'Answers the pending agent and the parts of its verification link; no token, because a pending agent cannot sign in.',
        body: signupBody,
        response: { 200: signupAnswer, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    (request) => signup(deps, request.body),
  );

  app.post(
    `${prefix}/login`,
    {
      // No route limit: it would count successful sign-ins too, and everyone behind one address (an
      // office, a proxy) would lock each other out. Failures are limited in login-limits.ts.
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: { reseller, jwtToken }, or { status: "pending", ... } for an agent awaiting verification',
        body: loginBody,
        response: { 200: loginResult, 400: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
      },
    },
    (request) => login(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.post(
    `${prefix}/logout`,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        security: [{ bearer: [] }],
        response: { 200: messageAnswer, 401: errorEnvelope },
      },
    },
    async (request) => {
      await logout(deps, agentOf(request).sessionId);
      return { message: 'Signed out' };
    },
  );

  app.post(
    `${prefix}/forgot-password`,
    {
      config: { auth: 'public', rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link (same answer whether or not the account exists)',
        body: forgotPasswordBody,
        response: { 200: messageAnswer, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await forgotPassword(deps, request.body.email);
      return { message: FORGOT_MESSAGE };
    },
  );

  app.post(
    `${prefix}/reset-password`,
    {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token; ends every session of the agent',
        body: resetPasswordBody,
        response: { 200: messageAnswer, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.newPassword);
      return { message: RESET_DONE_MESSAGE };
    },
  );

  app.get(
    `${prefix}/getReseller`,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in agent (spec section 3)',
        security: [{ bearer: [] }],
        response: { 200: agentRecord, 401: errorEnvelope },
      },
    },
    (request) => agentRecordOf(deps, agentOf(request).agentId, agentOf(request).userId),
  );

  app.get(
    `${prefix}/certificate/:agentCode/:randomString`,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Uploaded verification documents (signed links or null) of a pending agent',
        params: certificateParams,
        response: { 200: certificateAnswer, 404: errorEnvelope },
      },
    },
    async (request) => {
      const agent = await verifyingAgent(deps, request.params.agentCode, request.params.randomString);
      return certificatesOf(deps, agent);
    },
  );

  app.patch(
    `${prefix}/update/certificate/:agentCode/:randomString`,
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags: ['auth'],
        summary:
          'Upload both verification documents (multipart tradeLicense, taxCertificate: JPG, PNG or PDF, 5 MB each)',
        consumes: ['multipart/form-data'],
        params: certificateParams,
        response: {
          200: certificateUploadAnswer,
          400: errorEnvelope,
          404: errorEnvelope,
          413: errorEnvelope,
          415: errorEnvelope,
        },
      },
    },
    async (request) => {
      const agent = await verifyingAgent(deps, request.params.agentCode, request.params.randomString);
      const files = await readFileFields(
        request,
        ['tradeLicense', 'taxCertificate'],
        DOCUMENT_TYPES,
        INVALID_DOCUMENT,
      );
      const { tradeLicense, taxCertificate } = files;
      if (!tradeLicense || !taxCertificate) {
        const fieldErrors: Record<string, string[]> = {};
        if (!tradeLicense) fieldErrors.tradeLicense = ['Trade License is required'];
        if (!taxCertificate) fieldErrors.taxCertificate = ['Tax Certificate is required'];
        throw badRequest(BOTH_DOCUMENTS, fieldErrors);
      }
      const links = await saveCertificates(deps, agent, tradeLicense, taxCertificate);
      return { message: UPLOADED_MESSAGE, ...links };
    },
  );
};
