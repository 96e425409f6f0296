import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingAs, recordAudit } from '../../audit/index.ts';
import { z } from 'zod';
import {
  bankDepositFields,
  cardDepositAnswer,
  cardDepositBody,
  cardDepositQuote,
  cardDepositQuoteQuery,
  companyBankAccountsAnswer,
  depositRecord,
  depositsAnswer,
  depositsQuery,
  errorEnvelope,
  fieldErrorsOf,
  fieldErrorSummary,
  idempotencyHeaders,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { idempotencyKeyOf, replyIdempotent } from '../../lib/idempotency.ts';
import { DOCUMENT_TYPES, readCheckedFile, type CheckedFile } from '../../lib/uploads.ts';
import { agentOf } from '../../plugins/auth.ts';
import { paymentReturnOrigin } from '../payments/return-origin.ts';
import { sendUpload } from '../files/upload-answer.ts';
import { findUpload, listCompanyBanks } from './deposits.repository.ts';
import {
  createBankDeposit,
  createCardDeposit,
  depositOf,
  depositsOf,
  quoteCardDeposit,
  toRecord,
} from './deposits.service.ts';

const errors = { '4xx': errorEnvelope };
const RECEIPT_MESSAGE = 'The receipt must be a JPG, PNG or PDF file';

export const depositsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/b2b/resellers/wallet/deposit/quote',
    {
      config: { auth: 'agent', permission: 'wallet.deposit' },
      schema: {
        tags: ['wallet'],
        summary: 'Card fee and total for a card deposit, shown before paying',
        querystring: cardDepositQuoteQuery,
        response: { 200: cardDepositQuote, ...errors },
      },
    },
    async (request) => quoteCardDeposit(deps, request.query.amount),
  );

  app.post(
    '/b2b/resellers/wallet/deposit',
    {
      config: { auth: 'agent', permission: 'wallet.deposit' },
      schema: {
        tags: ['wallet'],
        summary:
          'Start a card deposit (minimum AED 10; Idempotency-Key required): answers the payment page URL',
        headers: idempotencyHeaders,
        body: cardDepositBody,
        response: { 200: cardDepositAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      // Checked before anything is recorded: a refused origin answers 400 and starts nothing.
      const siteOrigin = paymentReturnOrigin(deps.env, request, request.body.returnOrigin);
      return replyIdempotent(deps, request, reply, `agent:${agentId}`, request.body, async (tx) => {
        const body = await createCardDeposit(deps, tx, agentId, request.body.amount, {
          siteOrigin,
          returnPath: request.body.returnPath,
        });
        // Who did it (issue 32): the agency's activity names its user; same transaction as the deposit.
        await recordAudit(tx, actingAs(request), {
          kind: 'deposit.card',
          object: { type: 'deposit', id: body.depositId },
          before: null,
          after: { amount: request.body.amount },
        });
        return { status: 200, body };
      });
    },
  );

  app.post(
    '/b2b/wallets/deposit-requests/add',
    {
      config: { auth: 'agent', permission: 'wallet.deposit' },
      schema: {
        tags: ['wallet'],
        summary:
          'Bank-transfer deposit request (multipart: receipt file JPG/PNG/PDF, amount, companyBankId, referenceNumber; Idempotency-Key required)',
        headers: idempotencyHeaders,
        response: { 200: depositRecord, ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      idempotencyKeyOf(request);
      const { fields, receipt } = await readDepositForm(request);
      const parsed = bankDepositFields.safeParse(fields);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error.issues);
        throw badRequest(fieldErrorSummary(fieldErrors, 'Invalid deposit request'), fieldErrors);
      }
      if (!receipt)
        throw badRequest('Attach the transfer receipt', { receipt: ['Attach the transfer receipt'] });
      return replyIdempotent(
        deps,
        request,
        reply,
        `agent:${agentId}`,
        { ...fields, receipt: receipt.data },
        async (tx) => {
          const body = await createBankDeposit(deps, tx, agentId, parsed.data, receipt);
          await recordAudit(tx, actingAs(request), {
            kind: 'deposit.bank-transfer',
            object: { type: 'deposit', id: body.id },
            before: null,
            after: { number: body.number, amount: body.amount, referenceNumber: body.referenceNumber },
          });
          return { status: 200, body };
        },
      );
    },
  );

  app.get(
    '/b2b/company/bank-info/all',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'Company bank accounts for bank-transfer deposits',
        response: { 200: companyBankAccountsAnswer, ...errors },
      },
    },
    async () =>
      (await listCompanyBanks(deps.database.db)).map((b) => ({
        id: b.id,
        bankName: b.bankName,
        accountName: b.accountName,
        accountNumber: b.accountNumber,
        iban: b.iban,
        swiftCode: b.swiftCode,
        branchName: b.branchName,
        currency: b.currency,
        countryIsocode: b.countryIsocode,
      })),
  );

  app.get(
    '/b2b/wallets/deposits/all',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: "The agent's deposits (card and bank transfer), newest first",
        querystring: depositsQuery,
        response: { 200: depositsAnswer, ...errors },
      },
    },
    async (request) => {
      const { deposits, totalCount } = await depositsOf(deps, {
        agentId: agentOf(request).agentId,
        ...request.query,
      });
      return { deposits, totalCount };
    },
  );

  app.get(
    '/b2b/wallets/deposits/:id',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'One deposit of the agent (the success and cancelled pages show it)',
        params: z.object({ id: z.uuid() }),
        response: { 200: depositRecord, ...errors },
      },
    },
    async (request) => toRecord(await depositOf(deps, agentOf(request).agentId, request.params.id)),
  );

  app.get(
    '/b2b/wallets/deposits/:id/receipt',
    {
      config: { auth: 'agent', permission: 'wallet.read' },
      schema: {
        tags: ['wallet'],
        summary: 'The receipt file of a bank-transfer deposit (owner only)',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const deposit = await depositOf(deps, agentOf(request).agentId, request.params.id);
      const upload = deposit.receiptUploadId
        ? await findUpload(deps.database.db, deposit.receiptUploadId)
        : null;
      if (!upload) throw notFound('Receipt');
      const data = await deps.files.get(upload.storageName);
      const name = `receipt-${deposit.number}.${upload.storageName.split('.').pop()}`;
      return sendUpload(reply, { data, mime: upload.mime, name }, 'private, no-store');
    },
  );
};

async function readDepositForm(
  request: Parameters<typeof agentOf>[0],
): Promise<{ fields: Record<string, string>; receipt: CheckedFile | null }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the deposit request as multipart/form-data');
  const fields: Record<string, string> = {};
  let receipt: CheckedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'receipt' || part.filename === '') {
        await part.toBuffer();
        continue;
      }
      try {
        receipt = await readCheckedFile(part, DOCUMENT_TYPES, RECEIPT_MESSAGE);
      } catch (err) {
        if (!(err instanceof AppError) && (err as { statusCode?: number }).statusCode === 413)
          throw new AppError('PAYLOAD_TOO_LARGE', 'The receipt is larger than 5 MB', {
            fieldErrors: { receipt: ['The receipt is larger than 5 MB'] },
          });
        throw err;
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, receipt };
}
