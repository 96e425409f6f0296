import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentRecord,
  changePasswordBody,
  errorEnvelope,
  languageBody,
  messageAnswer,
  profileSettingsBody,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { IMAGE_TYPES } from '../../lib/uploads.ts';
import { agentOf } from '../../plugins/auth.ts';
import { readFileFields } from '../files/multipart.ts';
import { actingAs } from '../../audit/actor.ts';
import {
  changePassword,
  setProfileImage,
  updateLanguage,
  updateProfile,
  type ProfileImage,
} from './profile.service.ts';

export const INVALID_IMAGE = 'Please upload a JPG, PNG or WEBP image.';

/** Profile settings of the signed-in agent (/settings in the web app). */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const prefix = '/b2b/resellers/auth/update';

  app.patch(
    `${prefix}/profileSettings`,
    {
      config: { auth: 'agent', permission: 'settings.manage' },
      schema: {
        tags: ['auth'],
        summary: 'Update contact and company details; answers the updated agent record',
        security: [{ bearer: [] }],
        body: profileSettingsBody,
        response: { 200: agentRecord, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    (request) => updateProfile(deps, actingAs(request), agentOf(request), request.body),
  );

  app.patch(
    `${prefix}/language`,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['auth'],
        summary:
          "Change the signed-in person's own language (en or ar): the portal's and its mails'; answers the updated agent record",
        security: [{ bearer: [] }],
        body: languageBody,
        response: { 200: agentRecord, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    (request) => updateLanguage(deps, actingAs(request), agentOf(request), request.body.language),
  );

  const imageRoute = (path: string, which: ProfileImage, what: string) =>
    app.patch(
      `${prefix}/${path}`,
      {
        config: { auth: 'agent', permission: 'settings.manage' },
        schema: {
          tags: ['auth'],
          summary: `Replace the ${what} (multipart field image: JPG, PNG or WEBP, at most 5 MB)`,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: {
            200: agentRecord,
            400: errorEnvelope,
            401: errorEnvelope,
            413: errorEnvelope,
            415: errorEnvelope,
          },
        },
      },
      async (request) => {
        const { agentId } = agentOf(request);
        const { image } = await readFileFields(request, ['image'], IMAGE_TYPES, INVALID_IMAGE);
        if (!image) throw badRequest('Choose an image to upload', { image: ['Choose an image to upload'] });
        return setProfileImage(deps, agentId, which, image);
      },
    );
  imageRoute('avatar', 'avatar', 'profile picture');
  imageRoute('companyLogo', 'companyLogo', 'company logo');

  app.patch(
    `${prefix}/password`,
    {
      config: {
        auth: 'agent',
        permission: 'own-account',
        rateLimit: { max: 10, timeWindow: 15 * 60 * 1000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the agent ends',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: messageAnswer, 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await changePassword(deps, agentOf(request), request.body);
      return { message: 'Your password has been changed' };
    },
  );
};
