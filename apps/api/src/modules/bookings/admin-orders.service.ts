import type {
  AdminOrderDetails,
  AdminOrderListAnswer,
  AdminOrderListQuery,
  AdminOrderProduct,
} from '@portal/contracts';
import { ADMIN_ORDER_LINE_FILTERS } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { confirmAttractionLine } from '../attractions/confirm.service.ts';
import { confirmBookingLine, linesOfOrder, type CoreLine, type CoreOrder } from './core/index.ts';
import type { ActingAs } from '../../audit/index.ts';
import { assignedWhere, assigneesOf } from '../admin/work/assignees.ts';
import {
  findAdminOrder,
  listAdminOrders,
  orderWorkKey,
  timelineOf,
  type AdminOrderFilters,
} from './admin-orders.repository.ts';

/** The back office's bookings desk: every agent's orders, one order, the company's confirmation of a line. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isLineFilter = (s: string): s is (typeof ADMIN_ORDER_LINE_FILTERS)[number] =>
  (ADMIN_ORDER_LINE_FILTERS as readonly string[]).includes(s);

function filtersOf(q: AdminOrderListQuery, staffId: string): AdminOrderFilters {
  const status = q.status;
  return {
    product: q.product,
    orderStatus: status && !isLineFilter(status) ? status : undefined,
    lineStatus: status && isLineFilter(status) ? status : undefined,
    agentCode: q.agent ? Number(q.agent) : undefined,
    search: q.search || undefined,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    assigned: assignedWhere('order', orderWorkKey, q.assignee, staffId),
  };
}

function summaryOf(order: CoreOrder, agent: { _id: string; agentCode: number; companyName: string }) {
  return {
    _id: order.id,
    product: order.product,
    referenceNumber: order.referenceNumber,
    agentReferenceNumber: order.agentReferenceNumber,
    agent,
    leadName: order.leadName,
    title: order.title,
    createdAt: order.createdAt.toISOString(),
    serviceDate: order.serviceDate,
    serviceEndDate: order.serviceEndDate,
    status: order.status,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    total: order.totalAgentPrice,
  };
}

export async function adminOrderList(
  deps: AppDeps,
  query: AdminOrderListQuery,
  /** The member of staff reading (the "assigned to me" filter). */
  staffId: string,
): Promise<AdminOrderListAnswer> {
  const { db } = deps.database;
  const { rows, total } = await listAdminOrders(db, filtersOf(query, staffId), {
    skip: query.skip,
    limit: query.limit,
  });
  const keyOf = (o: CoreOrder) => `${o.product}:${o.id}`;
  const assignee = await assigneesOf(
    db,
    'order',
    rows.map((r) => keyOf(r.order)),
  );
  return {
    orders: rows.map((r) => ({
      ...summaryOf(r.order, r.agent),
      assignee: assignee(keyOf(r.order)),
      lines: r.lines,
    })),
    total,
  };
}

/** What the confirmation services accept: attraction lines whatever the order, core lines of a live order. */
function canConfirm(order: CoreOrder, line: CoreLine): boolean {
  if (line.status !== 'booked') return false;
  return order.product === 'attraction' || order.status === 'completed' || order.status === 'unpaid';
}

export async function adminOrderDetails(
  deps: AppDeps,
  product: AdminOrderProduct,
  id: string,
): Promise<AdminOrderDetails> {
  const { db } = deps.database;
  const found = await findAdminOrder(db, id);
  if (!found || found.order.product !== product) throw notFound('Order');
  const { order } = found;
  const lines = await linesOfOrder(db, id);
  const timeline = await timelineOf(db, id);
  return {
    ...summaryOf(order, found.agent),
    leadEmail: order.leadEmail,
    leadPhone: order.leadPhone,
    parent: found.parent?._id ? found.parent : null,
    statusReason: order.statusReason,
    totals: {
      net: order.totalNet,
      agentPrice: order.totalAgentPrice,
      sellPrice: order.totalSellPrice,
      vat: order.totalVat,
      parentEarning: order.totalParentEarning,
      cardFee: order.cardFee,
    },
    payment: {
      method: order.paymentMethod,
      paidWith: order.paidWith,
      paidAt: iso(order.paidAt),
      payBy: iso(order.payBy),
      invoiceNumber: order.invoiceNumber,
    },
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    lines: lines.map((l) => ({
      _id: l.id,
      lineNo: l.lineNo,
      description: l.description,
      serviceDate: l.serviceDate,
      serviceEndDate: l.serviceEndDate,
      supplierCode: l.supplierCode,
      status: l.status,
      statusReason: l.statusReason,
      supplierReference: l.supplierReference,
      confirmationNumber: l.confirmationNumber,
      price: {
        net: l.net,
        companyMarkup: l.companyMarkup,
        subAgentMarkup: l.subAgentMarkup,
        vat: l.vat,
        clientMarkup: l.clientMarkup,
        agentPrice: l.agentPrice,
        sellPrice: l.sellPrice,
        parentEarning: l.parentEarning,
      },
      cancellationFee: l.cancellationFee,
      refundAmount: l.refundAmount,
      canConfirm: canConfirm(order, l),
    })),
    timeline: timeline.map((e) => ({
      at: e.at.toISOString(),
      status: e.status,
      note: e.note,
      actor: e.actor,
      actorName: e.actorName,
      lineNo: e.lineNo,
    })),
  };
}

/**
 * The company confirms an own-inventory line (booked -> confirmed) with the hotel's or operator's
 * number, through the same services as `attractions:confirm` and `hotels:confirm` (timeline, mail).
 */
export async function confirmOrderLine(
  deps: AppDeps,
  target: { product: AdminOrderProduct; id: string; lineId: string },
  confirmationNumber: string,
  adminId: string,
  who: ActingAs,
): Promise<AdminOrderDetails> {
  const { db } = deps.database;
  const found = await findAdminOrder(db, target.id);
  if (!found || found.order.product !== target.product) throw notFound('Order');
  const line = (await linesOfOrder(db, target.id)).find((l) => l.id === target.lineId);
  if (!line) throw notFound('Order line');
  if (line.status !== 'booked')
    throw conflict(
      `Line ${line.lineNo} is ${line.status.replace('_', ' ')}; only booked lines can be confirmed.`,
    );
  const actor = `admin:${adminId}`;
  if (found.order.product === 'attraction')
    await confirmAttractionLine(
      deps,
      found.order.referenceNumber,
      line.lineNo,
      confirmationNumber,
      actor,
      who,
    );
  else await confirmBookingLine(deps, found.order.referenceNumber, confirmationNumber, actor, who, line.id);
  return adminOrderDetails(deps, target.product, target.id);
}
