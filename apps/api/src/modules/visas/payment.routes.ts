import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '@portal/domain';
import { z } from 'zod';
import {
  documentLanguageQuery,
  idempotencyHeaders,
  VISA_PAGES,
  visaApplicationParams,
  visaPaymentInput,
} from '@portal/contracts';
import { documentLanguageOf } from '../../lib/documents/language.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { idempotencyKeyOf, requestFingerprint } from '../../lib/idempotency.ts';
import { sendViewed, sendPdf } from '../../plugins/agent-request.ts';
import { agentOf } from '../../plugins/auth.ts';
import { bookingInvoicePdf, createBooking } from '../bookings/core/index.ts';
import { paymentReturnOrigin } from '../payments/return-origin.ts';
import * as repo from './applications.repository.ts';
import { getApplication, ownedApplication } from './applications.service.ts';
import { visaBookingProduct } from './booking.ts';

/**
 * Paying an application goes through the booking core (guide 4a): one core order per payment, money
 * held and captured through the ledger by the core, card payments through its settler, earnings of
 * the parent, invoice numbering. This module only says what is booked (booking.ts).
 */
export const visaPaymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/b2b/visa/application/payment/:id',
    {
      config: { auth: 'agent', permission: 'bookings.pay' },
      schema: {
        tags: ['visa'],
        summary:
          'Pay an application (Idempotency-Key): wallet (balance plus credit) or card, through the booking core; 409 when already paid or the price changed',
        headers: idempotencyHeaders,
        params: visaApplicationParams,
        body: visaPaymentInput,
      },
    },
    async (request, reply) => {
      const caller = agentOf(request);
      const key = idempotencyKeyOf(request);
      const application = await ownedApplication(deps, caller, request.params.id);
      const siteOrigin = paymentReturnOrigin(
        deps.env,
        request,
        request.body.paymentMethod === 'card' ? request.body.returnOrigin : undefined,
      );
      const bundle = await repo.loadBundle(deps.database.db, application);
      const lead = bundle.travellers[0];
      // The agent reference is unique per agent in the core: a new attempt after a failed card gets a suffix.
      const attempt = application.bookingOrderId ? `-${key.slice(-6)}` : '';
      const answer = await createBooking(
        deps,
        visaBookingProduct,
        {
          scope: `agent:${caller.agentId}`,
          key,
          fingerprint: requestFingerprint(
            'POST',
            `/b2b/visa/application/payment/${application.id}`,
            request.body,
          ),
        },
        {
          buyer: {
            agentId: caller.agentId,
            role: caller.role,
            parentId: caller.parentId,
            userId: caller.userId,
            bookingLimit: caller.bookingLimit,
            seesNetPrices: can(caller.permissions, 'prices.net'),
          },
          input: { applicationId: application.id },
          paymentMethod: request.body.paymentMethod,
          expectedPrice: request.body.expectedPrice,
          agentReferenceNumber: `${application.referenceNumber}${attempt}`,
          lead: {
            name: lead ? `${lead.firstName} ${lead.lastName}` : application.referenceNumber,
            email: lead?.email ?? '',
            phone: lead?.contactNo ?? '',
          },
          siteOrigin,
          pages: {
            success: () => VISA_PAGES.invoice(application.id),
            failure: () => `${VISA_PAGES.details(application.id)}?payment=failed`,
          },
        },
      );
      return sendViewed(reply, answer, async (body) => {
        const visa = await getApplication(deps, caller, application.id);
        return { ...(body as object), ...visa };
      });
    },
  );

  app.get(
    '/b2b/visa/application/invoice/:id',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['visa'],
        summary:
          "Tax invoice PDF of a paid application (?view=sell prints the client prices; ?lang=en|ar, default the user's language, the client language for view=sell)",
        params: visaApplicationParams,
        querystring: z
          .object({ view: z.enum(['agent', 'sell']).default('agent') })
          .extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const caller = agentOf(request);
      const application = await ownedApplication(deps, caller, request.params.id, 'read');
      if (!application.bookingOrderId || !application.paidAt) throw notFound('Invoice');
      const doc = await bookingInvoicePdf(
        deps,
        visaBookingProduct,
        caller,
        application.bookingOrderId,
        request.query.view,
        await documentLanguageOf(
          deps,
          caller,
          request.query.lang,
          request.query.view === 'sell' ? 'client' : 'agent',
        ),
      );
      return sendPdf(reply, doc);
    },
  );
};
