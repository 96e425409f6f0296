import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBankAccountAnswer,
  adminBankAccountInput,
  adminBankAccountParams,
  adminBankAccountsAnswer,
  errorEnvelope,
} from '@portal/contracts';
import { actingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { createBankAccount, listBankAccounts, updateBankAccount } from './bank-accounts.admin-service.ts';

const errors = { '4xx': errorEnvelope };
const tags = ['company', 'admin'];

/** The company bank accounts agents send deposits to (issue 34): list, add, edit, deactivate. */
export const companyBankAccountsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/admin/company/bank-accounts',
    {
      config: { auth: 'admin', permission: 'content.settings' },
      schema: {
        tags,
        summary: 'The company bank accounts for deposits, active and deactivated, with their versions',
        security: [{ bearer: [] }],
        response: { 200: adminBankAccountsAnswer, ...errors },
      },
    },
    async () => ({ bankAccounts: await listBankAccounts(deps) }),
  );

  app.post(
    '/admin/company/bank-accounts',
    {
      config: { auth: 'admin', permission: 'content.settings' },
      schema: {
        tags,
        summary: 'Add a bank account agents can send deposits to',
        security: [{ bearer: [] }],
        body: adminBankAccountInput,
        response: { 201: adminBankAccountAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Bank account added',
        bankAccount: await createBankAccount(deps, actingAs(request), request.body),
      }),
  );

  app.put(
    '/admin/company/bank-accounts/:id',
    {
      config: { auth: 'admin', permission: 'content.settings' },
      schema: {
        tags,
        summary: 'Edit or deactivate a bank account; 409 when changed by someone else',
        security: [{ bearer: [] }],
        params: adminBankAccountParams,
        body: adminBankAccountInput,
        response: { 200: adminBankAccountAnswer, ...errors },
      },
    },
    async (request) => ({
      message: 'Bank account saved',
      bankAccount: await updateBankAccount(deps, actingAs(request), request.params.id, request.body),
    }),
  );
};
