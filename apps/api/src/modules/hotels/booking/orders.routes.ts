import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentLanguageQuery,
  errorEnvelope,
  HOTEL_ORDER_PAGES,
  HOTEL_ORDER_PATHS,
  hotelCancelAnswer,
  hotelCancelBody,
  hotelCancelQuoteAnswer,
  hotelCreateOrderAnswer,
  hotelCreateOrderBody,
  hotelDocumentQuery,
  hotelOrderDto,
  hotelOrderIdParam,
  hotelOrdersAnswer,
  hotelOrdersQuery,
  hotelPayOrderBody,
  hotelPriceChangedAnswer,
  hotelRecheckAnswer,
  hotelRecheckBody,
  idempotencyHeaders,
} from '@portal/contracts';
import { SHEET_DATE_FORMAT, SHEET_DATE_TIME_FORMAT, SHEET_MONEY_FORMAT, wallClockDate } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from '../../../lib/idempotency.ts';
import { sheetBuffer } from '../../../lib/spreadsheet.ts';
import { agentOf, type Caller } from '../../../plugins/auth.ts';
import { buyerOf, sendViewed } from '../../../plugins/agent-request.ts';
import {
  bookingInvoicePdf,
  bookingVoucherPdf,
  cancelBooking,
  createBooking,
  listBookings,
  ownedOrder,
  payBooking,
  quoteCancel,
  type CreatedBooking,
} from '../../bookings/core/index.ts';
import { documentLanguageOf } from '../../../lib/documents/index.ts';
import { paymentReturnOrigin } from '../../payments/return-origin.ts';
import { recheckRate } from './holds.ts';
import { hotelOrderDto as orderDtoOf, hotelOrderRows } from './orders.view.ts';
import { hotelProduct } from './product.ts';

const errors = { '4xx': errorEnvelope, 503: errorEnvelope };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pages = { success: HOTEL_ORDER_PAGES.invoice, failure: HOTEL_ORDER_PAGES.invoiceErrorOf };

/** Hotels II: recheck with a hold, booking on the booking core, orders, documents, cancellation. */
export const hotelOrdersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const created = async (agentId: string, body: CreatedBooking) => ({
    ...body,
    order: await orderDtoOf(deps, await ownedOrder(deps, 'hotel', agentId, body.orderId)),
  });

  app.post(
    HOTEL_ORDER_PATHS.recheck,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['hotels'],
        summary:
          'Recheck a rate of your search and hold it (contract rooms off the allotment) until expiresAt; answers a changed price, 409 when sold out',
        body: hotelRecheckBody,
        response: { 200: hotelRecheckAnswer, ...errors },
      },
    },
    async (request) => recheckRate(deps, buyerOf(request), request.body, request.log),
  );

  app.post(
    HOTEL_ORDER_PATHS.create,
    {
      config: { auth: 'agent', permission: 'bookings.book' },
      schema: {
        tags: ['hotels'],
        summary:
          'Book a held rate (Idempotency-Key): pay now by wallet or card, or pay later on a refundable rate before its deadline',
        headers: idempotencyHeaders,
        body: hotelCreateOrderBody,
        response: {
          201: hotelCreateOrderAnswer,
          409: z.union([hotelPriceChangedAnswer, errorEnvelope]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const buyer = buyerOf(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      const siteOrigin = paymentReturnOrigin(
        deps.env,
        request,
        body.paymentMethod === 'card' ? body.returnOrigin : undefined,
      );
      const answer = await createBooking(
        deps,
        hotelProduct,
        {
          scope: `agent:${buyer.agentId}`,
          key,
          fingerprint: requestFingerprint('POST', HOTEL_ORDER_PATHS.create, body),
        },
        {
          buyer,
          input: body,
          paymentMethod: body.paymentMethod,
          expectedPrice: body.expectedPrice,
          agentReferenceNumber: body.agentReferenceNumber,
          lead: { name: body.contact.name, email: body.contact.email, phone: body.contact.phone },
          siteOrigin,
          pages,
        },
      );
      return sendViewed(reply, answer, (body) => created(buyer.agentId, body as CreatedBooking));
    },
  );

  app.post(
    HOTEL_ORDER_PATHS.pay,
    {
      config: { auth: 'agent', permission: 'bookings.pay' },
      schema: {
        tags: ['hotels'],
        summary:
          'Pay an unpaid pay-later booking by wallet or card (Idempotency-Key); refused after lastDateForPayment',
        headers: idempotencyHeaders,
        body: hotelPayOrderBody,
        response: { 201: hotelCreateOrderAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      const siteOrigin = paymentReturnOrigin(
        deps.env,
        request,
        body.paymentMethod === 'card' ? body.returnOrigin : undefined,
      );
      const answer = await runIdempotent(
        deps,
        {
          scope: `agent:${agentId}`,
          key,
          fingerprint: requestFingerprint('POST', HOTEL_ORDER_PATHS.pay, body),
        },
        (tx) =>
          payBooking(deps, tx, hotelProduct, {
            agentId,
            userId: agentOf(request).userId,
            bookingLimit: agentOf(request).bookingLimit,
            orderId: body.orderId,
            method: body.paymentMethod,
            siteOrigin,
            pages,
          }),
      );
      return sendViewed(reply, answer, (paid) => created(agentId, paid));
    },
  );

  const listQuery = (caller: Caller, q: z.output<typeof hotelOrdersQuery>) => ({
    product: 'hotel',
    caller,
    agency: q.agency,
    referenceNumber: q.referenceNumber || undefined,
    agentReferenceNumber: q.agentReferenceNumber || undefined,
    guestName: q.guestName || undefined,
    title: q.hotel || undefined,
    status: q.status,
    bookingFrom: q.bookingFrom,
    bookingTo: q.bookingTo,
    serviceFrom: q.checkInFrom,
    serviceTo: q.checkInTo,
    bookedBy: q.bookedBy,
  });

  app.get(
    HOTEL_ORDER_PATHS.list,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['hotels'],
        summary: "The caller's hotel bookings with filters and paging; unpaid pay-later bookings first",
        querystring: hotelOrdersQuery,
        response: { 200: hotelOrdersAnswer, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const caller = agentOf(request);
      const { rows, total } = await listBookings(deps.database.db, listQuery(caller, q), {
        skip: q.skip,
        limit: q.limit,
      });
      return { hotelOrders: await hotelOrderRows(deps, caller, rows), totalHotelOrders: total };
    },
  );

  app.get(
    HOTEL_ORDER_PATHS.sheet,
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['hotels'],
        summary: 'The filtered hotel booking list as an Excel file',
        querystring: hotelOrdersQuery,
      },
    },
    async (request, reply) => {
      const caller = agentOf(request);
      const { rows } = await listBookings(deps.database.db, listQuery(caller, request.query));
      const dto = await hotelOrderRows(deps, caller, rows);
      const file = await sheetBuffer({
        name: 'Hotel bookings',
        columns: [
          { header: 'Reference', key: 'ref', width: 18 },
          { header: 'Agency', key: 'agency', width: 24 },
          { header: 'Agent reference', key: 'agentRef', width: 18 },
          { header: 'Booked (Dubai time)', key: 'created', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
          { header: 'Hotel', key: 'hotel', width: 34 },
          { header: 'Room', key: 'room', width: 24 },
          { header: 'Lead guest', key: 'lead', width: 24 },
          { header: 'Check-in', key: 'from', width: 12, numFmt: SHEET_DATE_FORMAT },
          { header: 'Check-out', key: 'to', width: 12, numFmt: SHEET_DATE_FORMAT },
          { header: 'Rooms', key: 'rooms', width: 8 },
          { header: 'Status', key: 'status', width: 14 },
          { header: 'Booking', key: 'booking', width: 14 },
          { header: 'Payment', key: 'payment', width: 10 },
          { header: 'Pay by (Dubai time)', key: 'payBy', width: 20, numFmt: SHEET_DATE_TIME_FORMAT },
          { header: 'Agent price (AED)', key: 'agentPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
          { header: 'Sell price (AED)', key: 'sellPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
        ],
        rows: dto.map((r) => ({
          ref: r.referenceNumber,
          agency: r.agency?.name ?? 'Own',
          agentRef: r.agentReferenceNumber,
          created: wallClockDate(r.createdAt),
          hotel: r.hotelName,
          room: r.roomTypeName,
          lead: r.leadGuest,
          from: new Date(`${r.fromDate}T00:00:00Z`),
          to: new Date(`${r.toDate}T00:00:00Z`),
          rooms: r.rooms,
          status: r.status.replace('_', ' '),
          booking: r.bookingStatus.replace('_', ' '),
          payment: r.paymentMethod.replace('_', ' '),
          payBy: r.lastDateForPayment ? wallClockDate(r.lastDateForPayment) : null,
          agentPrice: r.agentPrice / 100,
          sellPrice: r.sellPrice / 100,
        })),
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="hotel-bookings.xlsx"')
        .send(file);
    },
  );

  app.get(
    '/b2b/hotels/orders/single/:orderId',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['hotels'],
        summary: 'One hotel booking with its status timeline',
        params: hotelOrderIdParam,
        response: { 200: hotelOrderDto, ...errors },
      },
    },
    async (request) =>
      orderDtoOf(deps, await ownedOrder(deps, 'hotel', agentOf(request), request.params.orderId, 'read')),
  );

  app.get(
    '/b2b/hotels/orders/cancel/:orderId/quote',
    {
      config: { auth: 'agent', permission: 'bookings.cancel' },
      schema: {
        tags: ['hotels'],
        summary:
          'Cancellation simulation at this instant: fee by the policy (or the bedbank fee when higher) and refund',
        params: hotelOrderIdParam,
        response: { 200: hotelCancelQuoteAnswer, ...errors },
      },
    },
    async (request) => quoteCancel(deps, hotelProduct, agentOf(request).agentId, request.params.orderId),
  );

  app.post(
    '/b2b/hotels/orders/cancel/:orderId',
    {
      config: { auth: 'agent', permission: 'bookings.cancel' },
      schema: {
        tags: ['hotels'],
        summary:
          'Cancel a booking (Idempotency-Key): refund minus the fee through the wallet, allotment back, bedbank cancelled; not after check-in, not twice',
        headers: idempotencyHeaders,
        params: hotelOrderIdParam,
        body: hotelCancelBody,
        response: { 200: hotelCancelAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { agentId } = agentOf(request);
      const key = idempotencyKeyOf(request);
      const path = `/b2b/hotels/orders/cancel/${request.params.orderId}`;
      const answer = await cancelBooking(
        deps,
        hotelProduct,
        { scope: `agent:${agentId}`, key, fingerprint: requestFingerprint('POST', path, request.body) },
        {
          agentId,
          orderId: request.params.orderId,
          remark: request.body.cancellationRemark,
          actor: `agent:${agentId}`,
          userId: agentOf(request).userId,
        },
      );
      return sendViewed(reply, answer, async (cancelled) => ({
        ...cancelled,
        order: await orderDtoOf(deps, await ownedOrder(deps, 'hotel', agentId, request.params.orderId)),
      }));
    },
  );

  app.get(
    '/b2b/hotels/orders/voucher/:orderId',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['hotels'],
        summary:
          "Hotel voucher PDF under the agent's branding (?view=client without prices, sell with the client price; ?lang=en|ar, default the agency's client language)",
        params: hotelOrderIdParam,
        querystring: hotelDocumentQuery,
      },
    },
    async (request, reply) => {
      const caller = agentOf(request);
      const doc = await bookingVoucherPdf(
        deps,
        hotelProduct,
        caller,
        request.params.orderId,
        request.query.view,
        await documentLanguageOf(deps, caller, request.query.lang, 'client'),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${doc.name}"`)
        .send(doc.pdf);
    },
  );

  app.get(
    '/b2b/hotels/orders/invoice/:orderId',
    {
      config: { auth: 'agent', permission: 'bookings.read' },
      schema: {
        tags: ['hotels'],
        summary:
          "Tax invoice PDF (?view=sell prints the client prices with your client markup; default agent prices; ?lang=en|ar, default the user's language, the client language for view=sell)",
        params: hotelOrderIdParam,
        querystring: z
          .object({ view: z.enum(['agent', 'sell', 'client']).default('agent') })
          .extend(documentLanguageQuery.shape),
      },
    },
    async (request, reply) => {
      const caller = agentOf(request);
      const view = request.query.view === 'sell' ? 'sell' : 'agent';
      const doc = await bookingInvoicePdf(
        deps,
        hotelProduct,
        caller,
        request.params.orderId,
        view,
        await documentLanguageOf(deps, caller, request.query.lang, view === 'sell' ? 'client' : 'agent'),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${doc.name}"`)
        .send(doc.pdf);
    },
  );
};
