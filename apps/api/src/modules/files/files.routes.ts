import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, signedFileQuery } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkFileLink } from './file-links.ts';
import { readFileFor, readSignedFile } from './files.service.ts';
import { sendUpload } from './upload-answer.ts';

const uploadParams = z.object({ uploadId: z.uuid() });

/** Private uploads: by bearer token (owner or admin), or by a short-lived signed link for <img src>. */
export const filesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/b2b/files/:uploadId',
    {
      config: { auth: 'agent-or-admin', permission: 'bookings.read' },
      schema: {
        tags: ['files'],
        summary: 'An uploaded file; only its owner agent and admins get it (others 404)',
        security: [{ bearer: [] }],
        params: uploadParams,
        response: { 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      if (!request.caller) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
      const file = await readFileFor(deps, request.caller, request.params.uploadId);
      return sendUpload(reply, file, 'private, max-age=0');
    },
  );

  app.get(
    '/files/:uploadId',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['files'],
        summary: 'An uploaded file through a signed link (as found in agent and certificate answers)',
        params: uploadParams,
        querystring: signedFileQuery,
        response: { 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { uploadId } = request.params;
      const now = deps.clock.now();
      const check = checkFileLink(deps.env.FILE_LINK_SECRET, uploadId, request.query, now);
      if (check === 'bad-signature') throw new AppError('FORBIDDEN', 'This file link is not valid');
      if (check === 'expired') throw new AppError('FORBIDDEN', 'This file link has expired, reload the page');
      const file = await readSignedFile(deps, uploadId);
      const remaining = Math.max(0, Math.floor(request.query.exp - now.getTime() / 1000));
      return sendUpload(reply, file, `private, max-age=${Math.min(remaining, 3600)}`);
    },
  );
};
