import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { bookingOrders, visaApplications, visaTravellers, type DbOrTx } from '@portal/db';
import { plainDateIn, priceVisa, visaTravelDateProblem } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { ENDED_UNPAID_STATUSES } from '../bookings/core/repository.ts';
import {
  registerBookingProduct,
  type BookingProduct,
  type Buyer,
  type CoreLine,
  type CoreOrder,
  type SupplierOutcome,
} from '../bookings/core/index.ts';
import * as repo from './applications.repository.ts';
import { documentsComplete } from './applications.view.ts';
import { mailStatus, VISA_REFERENCE_PREFIX } from './applications.service.ts';
import { requireSoldType } from './catalogue.service.ts';
import { loadVisaMarkups, visaLayers } from './markup-layers.ts';

export interface VisaBookingInput {
  applicationId: string;
}
interface VisaBookingDetail {
  applicationId: string;
}

const ALREADY_PAID = 'This application is already paid (or its payment is running); nothing was charged';

/**
 * Visas in the booking core (guide 4a): the application (with its travellers and documents) exists
 * first; paying it creates one core order with one line. Money, card payment, idempotency, earnings,
 * invoice and refunds are the core's; the visa keeps its travellers. The company processes visas
 * itself, so "booking" submits every traveller to the company (status submitted).
 */
export const visaBookingProduct: BookingProduct<VisaBookingInput, VisaBookingDetail> = {
  product: 'visa',
  referencePrefix: VISA_REFERENCE_PREFIX,
  label: 'Visa application',

  async price(deps: AppDeps, buyer: Buyer, input: VisaBookingInput) {
    const db = deps.database.db;
    const app = await repo.findApplication(db, input.applicationId);
    if (!app || app.agentId !== buyer.agentId) throw notFound('Visa application');
    if (app.paidAt) throw conflict(ALREADY_PAID);
    if (app.bookingOrderId) {
      const [order] = await db
        .select({ status: bookingOrders.status })
        .from(bookingOrders)
        .where(eq(bookingOrders.id, app.bookingOrderId));
      if (order && !(ENDED_UNPAID_STATUSES as readonly string[]).includes(order.status))
        throw conflict(ALREADY_PAID);
    }
    const bundle = await repo.loadBundle(db, app);
    if (!documentsComplete(bundle.travellers))
      throw new AppError(
        'UNPROCESSABLE',
        'Upload the passport first page, passport last page and passport-size photo of every traveller before paying',
      );
    const dateProblem = visaTravelDateProblem(app.travelDate, plainDateIn(deps.clock.now()));
    if (dateProblem)
      throw new AppError('UNPROCESSABLE', `${dateProblem}: apply again with a new travel date`);
    const { price } = await requireSoldType(deps, app.visaTypeId, app.nationalityId);
    const lines = priceVisa(
      price,
      app,
      visaLayers(await loadVisaMarkups(deps.database, buyer), app.visaTypeId),
    );
    const t = lines.total;
    const pax = `${app.noOfAdult} adult(s)${app.noOfChild ? `, ${app.noOfChild} child(ren)` : ''}`;
    const names = bundle.travellers.map((tr) => `${tr.firstName} ${tr.lastName}`);
    return {
      lines: [
        {
          description: `${bundle.type.name} (${bundle.nationality.name}) - ${pax}`,
          serviceDate: app.travelDate,
          supplierCode: null,
          bookWithSupplier: true,
          price: {
            net: t.net,
            companyMarkup: t.companyMarkup,
            subAgentMarkup: t.subAgentMarkup,
            vat: t.vat,
            clientMarkup: t.clientMarkup,
            agentPrice: t.agentPrice,
            sellPrice: t.sellPrice,
            parentEarning: buyer.role === 'sub-agent' ? t.parentEarning : 0,
            breakdown: { ...lines },
          },
          // Refundable in full until the company starts on it (quoteCancellation), never after.
          cancellationPolicy: [],
        },
      ],
      payLaterUntil: null,
      title: `${bundle.type.name} - ${names[0] ?? ''}${names.length > 1 ? ` +${names.length - 1}` : ''}`,
      searchText:
        `${app.referenceNumber} ${names.join(' ')} ${bundle.travellers.map((tr) => tr.passportNo).join(' ')}`.toLowerCase(),
      detail: { applicationId: app.id },
      // One reference: the application's number is the order's (statement, tax invoice, lists).
      reference: app.referenceNumber,
    };
  },

  async reserve(_deps, tx, order, lines, detail) {
    // The claim: one running or paid order per application (a second payment changes nothing).
    const claimed = await tx
      .update(visaApplications)
      .set({ bookingOrderId: order.id, bookingLineId: lines[0]?.id ?? null, updatedAt: order.createdAt })
      .where(
        and(
          eq(visaApplications.id, detail.applicationId),
          isNull(visaApplications.paidAt),
          or(
            isNull(visaApplications.bookingOrderId),
            inArray(
              visaApplications.bookingOrderId,
              sql`(select id from booking_orders where status in ('failed', 'expired', 'discarded'))`,
            ),
          ),
        ),
      )
      .returning({ id: visaApplications.id });
    if (claimed.length === 0) throw conflict(ALREADY_PAID);
  },

  async book(deps, order, line) {
    return submitPaidApplication(deps, order, line);
  },

  async get(deps, order) {
    const app = await appOfOrder(deps.database.db, order.id);
    return app?.paidAt ? booked(app.referenceNumber) : null;
  },

  async quoteCancellation(deps, order) {
    const app = await appOfOrder(deps.database.db, order.id);
    if (!app) return { cancellable: false, reason: 'No visa application', policyFee: 0 };
    const travellers = await deps.database.db
      .select({ status: visaTravellers.status })
      .from(visaTravellers)
      .where(eq(visaTravellers.applicationId, app.id));
    const untouched = travellers.every((t) => t.status === 'submitted' || t.status === 'initiated');
    return untouched
      ? { cancellable: true, policyFee: 0 }
      : {
          cancellable: false,
          reason: 'The company has started processing the visas: the application can no longer be cancelled',
          policyFee: 0,
        };
  },

  async cancelWithSupplier() {
    return { supplierFee: 0 };
  },

  async release(deps, tx, order) {
    const app = await appOfOrder(tx, order.id);
    if (!app) return;
    if (!app.paidAt) {
      // The payment never completed: the application is payable again.
      await tx
        .update(visaApplications)
        .set({ bookingOrderId: null, bookingLineId: null })
        .where(and(eq(visaApplications.id, app.id), eq(visaApplications.bookingOrderId, order.id)));
      return;
    }
    const now = deps.clock.now();
    const moved = await tx
      .update(visaTravellers)
      .set({ status: 'cancelled', statusChangedAt: now })
      .where(
        and(
          eq(visaTravellers.applicationId, app.id),
          inArray(visaTravellers.status, ['submitted', 'initiated']),
        ),
      )
      .returning({ id: visaTravellers.id });
    for (const t of moved)
      await repo.insertEvent(tx, t.id, 'cancelled', 'system', now, 'Application cancelled');
  },
};

const booked = (reference: string): SupplierOutcome => ({
  kind: 'booked',
  status: 'booked',
  supplierReference: reference,
});

async function appOfOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(visaApplications).where(eq(visaApplications.bookingOrderId, orderId));
  return row ?? null;
}

/**
 * The money is held (wallet) or paid (card): every traveller is submitted to the company and the
 * agent mailed. Idempotent (the core may call it again after a crash).
 */
export async function submitPaidApplication(
  deps: AppDeps,
  order: CoreOrder,
  _line: CoreLine,
): Promise<SupplierOutcome> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const app = await appOfOrder(tx, order.id);
    if (!app) return { kind: 'rejected', reason: 'The visa application is gone' };
    await tx
      .update(visaApplications)
      .set({ paidAt: app.paidAt ?? now, updatedAt: now })
      .where(eq(visaApplications.id, app.id));
    const moved = await tx
      .update(visaTravellers)
      .set({ status: 'submitted', statusChangedAt: now })
      .where(and(eq(visaTravellers.applicationId, app.id), eq(visaTravellers.status, 'initiated')))
      .returning();
    for (const t of moved) {
      await repo.insertEvent(tx, t.id, 'submitted', 'system', now, 'Paid and submitted to the company');
      await mailStatus(tx, app, t, 'submitted', 'Paid and submitted to the company');
    }
    return booked(app.referenceNumber);
  });
}

registerBookingProduct(visaBookingProduct);
