import { bookedByNames } from '../bookings/core/booked-by.ts';
import type {
  InsuranceContractDto,
  InsuranceContractsAnswer,
  insuranceContractsQuery,
  insuranceCreateBody,
} from '@portal/contracts';
import {
  COMPANY_ZONE,
  fullName,
  SHEET_DATE_FORMAT,
  SHEET_MONEY_FORMAT,
  toMajor,
  zonedDateTimeToInstant,
  type GENDERS,
} from '@portal/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { IdempotencyRequest } from '../../lib/idempotency.ts';
import { sheetBuffer } from '../../lib/spreadsheet.ts';
import {
  cancelBooking,
  createBooking,
  creditNoteDtos,
  eventsOf,
  hasInvoice,
  branchActions,
  isBranchView,
  listBookings,
  orderAgency,
  orderLines,
  ownedOrder,
  quoteCancel,
  type Buyer,
  type CardPages,
  type CoreOrder,
} from '../bookings/core/index.ts';
import { listedAgencies } from '../../policy/index.ts';
import { INSURANCE_PRODUCT, insuranceProduct } from './insurance.product.ts';
import { policyOfLine } from './plans.repository.ts';
import { coverageDto, cancellationRuleText } from './views.ts';

type CreateBody = z.output<typeof insuranceCreateBody>;
type ContractsQuery = z.output<typeof insuranceContractsQuery>;

export const INSURANCE_CARD_PAGES: CardPages = {
  success: (orderId) => `/insurance/order/orderView/${orderId}?payment=success`,
  failure: (orderId) => `/insurance/order/orderView/${orderId}?payment=failed`,
};

/**
 * Insurance contracts on the booking core (guide 4a): buying, the contract view, lists with filters
 * and Excel, cancellation before cover starts. Money, idempotency, refunds and earnings are the
 * core's; this file only shapes insurance's requests and answers.
 */
export function insuranceContracts(deps: AppDeps) {
  const { db } = deps.database;

  async function view(order: CoreOrder): Promise<InsuranceContractDto> {
    const [line] = await orderLines(db, order);
    const branch = isBranchView(order);
    const policy = line ? await policyOfLine(db, line.id) : null;
    if (!line || !policy) throw new Error(`Insurance order ${order.id} has no policy`);
    const events = await eventsOf(db, order.id);
    const active = line.status === 'confirmed' || line.status === 'booked';
    const paid = order.status === 'completed' || order.status === 'cancelled';
    return {
      _id: order.id,
      agency: await orderAgency(db, order),
      bookedBy: (await bookedByNames(db, [order])).get(order.id) ?? null,
      referenceNumber: order.referenceNumber,
      agentReferenceNumber: order.agentReferenceNumber,
      status: order.status,
      policyStatus: line.status,
      policyNumber: policy.policyNumber,
      paymentMethod: order.paidWith ?? order.paymentMethod,
      plan: {
        code: policy.plan.code,
        name: policy.plan.name,
        coverageCurrency: policy.plan.coverageCurrency,
        coverage: coverageDto(policy.plan.coverage),
        emergencyPhone: policy.plan.emergencyPhone,
        cancellationRule: cancellationRuleText(policy.plan.cancellation),
      },
      residence: policy.residence,
      destination: policy.destination,
      travelFrom: policy.travelFrom,
      travelTo: policy.travelTo,
      travelType: policy.travelType,
      beneficiaries: policy.beneficiaries.map((b) => ({
        firstName: b.firstName,
        lastName: b.lastName,
        gender: b.gender as (typeof GENDERS)[number],
        dateOfBirth: b.dateOfBirth,
        passportNumber: b.passportNumber,
        age: b.age,
        agentPrice: b.agentPrice,
        // The branch view: a sub-agent's client prices stay its own.
        sellPrice: branch ? b.agentPrice : b.sellPrice,
      })),
      contact: { name: order.leadName, email: order.leadEmail, phone: order.leadPhone },
      currency: 'AED',
      price: {
        agentPrice: order.totalAgentPrice,
        sellPrice: order.totalSellPrice,
        clientMarkup: order.totalSellPrice - order.totalAgentPrice,
        subAgentMarkup: line.subAgentMarkup,
        vat: order.totalVat,
        cardFee: order.cardFee,
      },
      statusReason: line.statusReason ?? order.statusReason,
      cancellation:
        line.cancelledAt && line.refundAmount !== null
          ? {
              fee: line.cancellationFee ?? 0,
              refund: line.refundAmount,
              cancelledAt: line.cancelledAt.toISOString(),
            }
          : null,
      invoiceNumber: order.invoiceNumber,
      creditNotes: await creditNoteDtos(db, order.id),
      createdAt: order.createdAt.toISOString(),
      timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
      actions: branchActions(order, {
        certificate: active && order.status === 'completed',
        invoice: paid && hasInvoice(order),
        cancel: active && order.status === 'completed' && deps.clock.now() < coverStartsOf(policy.travelFrom),
      }),
    };
  }

  const owned = (buyer: Buyer, orderId: string) =>
    ownedOrder(deps, INSURANCE_PRODUCT, buyer, orderId, 'read');

  return {
    view: async (buyer: Buyer, orderId: string) => view(await owned(buyer, orderId)),

    async create(buyer: Buyer, idem: IdempotencyRequest, body: CreateBody, siteOrigin: string | null) {
      const lead = body.beneficiaryData[0];
      return createBooking(deps, insuranceProduct, idem, {
        buyer,
        input: body,
        paymentMethod: body.paymentMethod,
        expectedPrice: body.expectedPrice,
        agentReferenceNumber: body.agentReferenceNumber,
        lead: { name: lead ? fullName(lead) : '', email: body.contactEmail, phone: body.contactPhone },
        siteOrigin,
        pages: INSURANCE_CARD_PAGES,
      });
    },

    async list(buyer: Buyer, q: ContractsQuery): Promise<InsuranceContractsAnswer> {
      const { rows, total } = await listBookings(db, filtersOf(buyer, q), { skip: q.skip, limit: q.limit });
      const agencyOf = await listedAgencies(
        db,
        buyer,
        rows.map((o) => o.agentId),
      );
      const bookedBy = await bookedByNames(db, rows);
      return {
        contracts: rows.map((o) => ({
          _id: o.id,
          agency: agencyOf(o.agentId),
          referenceNumber: o.referenceNumber,
          agentReferenceNumber: o.agentReferenceNumber,
          title: o.title,
          status: o.status,
          travelFrom: o.serviceDate,
          travelTo: o.serviceEndDate,
          agentPrice: o.totalAgentPrice,
          sellPrice: o.totalSellPrice,
          createdAt: o.createdAt.toISOString(),
          bookedBy: bookedBy.get(o.id) ?? null,
        })),
        total,
        skip: q.skip,
        limit: q.limit,
      };
    },

    async sheet(buyer: Buyer, q: ContractsQuery): Promise<Buffer> {
      const { rows } = await listBookings(db, filtersOf(buyer, q));
      const agencyOf = await listedAgencies(
        db,
        buyer,
        rows.map((o) => o.agentId),
      );
      return sheetBuffer({
        name: 'Insurance contracts',
        columns: [
          { header: 'Reference', key: 'ref', width: 18 },
          { header: 'Agency', key: 'agency', width: 24 },
          { header: 'Agent reference', key: 'agentRef', width: 18 },
          { header: 'Plan and insured', key: 'title', width: 40 },
          { header: 'Status', key: 'status', width: 14 },
          { header: 'Travel from', key: 'from', width: 14, numFmt: SHEET_DATE_FORMAT },
          { header: 'Travel to', key: 'to', width: 14, numFmt: SHEET_DATE_FORMAT },
          { header: 'Your price (AED)', key: 'agentPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
          { header: 'Client price (AED)', key: 'sellPrice', width: 16, numFmt: SHEET_MONEY_FORMAT },
          { header: 'Bought', key: 'created', width: 18, numFmt: SHEET_DATE_FORMAT },
        ],
        rows: rows.map((o) => ({
          ref: o.referenceNumber,
          agency: agencyOf(o.agentId)?.name ?? 'Own',
          agentRef: o.agentReferenceNumber,
          title: o.title,
          status: o.status,
          from: new Date(`${o.serviceDate}T00:00:00Z`),
          to: o.serviceEndDate ? new Date(`${o.serviceEndDate}T00:00:00Z`) : null,
          agentPrice: toMajor(o.totalAgentPrice),
          sellPrice: toMajor(o.totalSellPrice),
          created: o.createdAt,
        })),
      });
    },

    async cancelQuote(buyer: Buyer, orderId: string) {
      const q = await quoteCancel(deps, insuranceProduct, buyer.agentId, orderId);
      return {
        orderId: q.orderId,
        allowed: q.allowed,
        message: q.message,
        paid: q.paid,
        fee: q.fee,
        refund: q.refund,
      };
    },

    cancel(buyer: Buyer, idem: IdempotencyRequest, orderId: string, remark: string) {
      return cancelBooking(deps, insuranceProduct, idem, {
        agentId: buyer.agentId,
        orderId,
        remark: remark || 'Cancelled by the agent',
        actor: `agent:${buyer.agentId}`,
        userId: buyer.userId ?? null,
      });
    },
  };
}

function filtersOf(buyer: Buyer, q: ContractsQuery) {
  return {
    product: INSURANCE_PRODUCT,
    caller: buyer,
    agency: q.agency,
    bookedBy: q.bookedBy,
    referenceNumber: q.referenceNumber,
    agentReferenceNumber: q.agentReferenceNumber,
    guestName: q.name,
    status: q.status,
    serviceFrom: q.travelFrom,
    serviceTo: q.travelTo,
  };
}

/** Cover starts at midnight of the first day, company zone. */
const coverStartsOf = (travelFrom: string) => zonedDateTimeToInstant(travelFrom, '00:00', COMPANY_ZONE);
