import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT_MESSAGE, contactRequest, errorEnvelope, messageAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { submitContactMessage } from './contact.service.ts';

/** Per visitor address: enough for a real enquiry and a correction, not enough to flood the inbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };

export const contactRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/contact',
    {
      config: { auth: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message through the contact page (stored, mailed to the company, acknowledged)',
        body: contactRequest,
        response: { 200: messageAnswer, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await submitContactMessage(deps, request.body);
      return { message: CONTACT_SENT_MESSAGE };
    },
  );
};
