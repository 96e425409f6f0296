import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySettingsAnswer, companySettingsInput, errorEnvelope } from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { companySettings, saveCompanySettings } from './settings.admin-service.ts';

const errors = { '4xx': errorEnvelope };

/** The company settings agents see (issue 34): contacts, chat numbers per module, social links. */
export const companySettingsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/company/settings',
    {
      config: { auth: 'admin', permission: 'content.settings' },
      schema: {
        tags: ['company', 'admin'],
        summary: 'The contacts, chat numbers per module and social links agents see, with their version',
        security: [{ bearer: [] }],
        response: { 200: companySettingsAnswer, ...errors },
      },
    },
    async () => ({ settings: await companySettings(deps) }),
  );

  app.put(
    '/admin/company/settings',
    {
      config: { auth: 'admin', permission: 'content.settings' },
      schema: {
        tags: ['company', 'admin'],
        summary:
          'Save the contacts, chat numbers per module and social links agents see; 409 when changed by someone else',
        security: [{ bearer: [] }],
        body: companySettingsInput,
        response: { 200: companySettingsAnswer, ...errors },
      },
    },
    async (request) => ({ settings: await saveCompanySettings(deps, actingAs(request), request.body) }),
  );
};
