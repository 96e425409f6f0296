import type { z } from 'zod';
import { bookedByNames } from '../bookings/core/booked-by.ts';
import type { OrderDto, OrderRowDto, ordersQuery, PublicOrderAnswer } from '@portal/contracts';
import { bookingOrders } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import {
  agencyScope,
  assertFound,
  isParentReader,
  listedAgencies,
  type Access,
  type AgentRef,
} from '../../policy/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { billedAgent } from '../bookings/core/documents.ts';
import { invoicePdf, ordersSheet } from './order-documents.ts';
import { listOrderRows, loadOrder, type OrderFilters, type OrderWithLines } from './orders.repository.ts';
import { INVOICED_STATUSES, orderActions, orderDtoOf, publicOrderOf } from './orders.view.ts';

export type ParsedOrdersQuery = z.output<typeof ordersQuery>;

/**
 * The caller's order; another agent's answers 404 like a missing one. With access 'read' a reseller
 * also gets its sub-agent's order (the branch view), masked: no client price or markup of the
 * sub-agent, and marked `branch` so pages and documents offer no change and no client prices.
 */
export async function ownedOrder(
  deps: AppDeps,
  asker: string | AgentRef,
  orderId: string,
  access: Access = 'write',
): Promise<OrderWithLines & { branch: boolean }> {
  const order = await loadOrder(deps.database.db, orderId);
  const caller = typeof asker === 'string' ? { agentId: asker, role: 'sub-agent' as const } : asker;
  const found = assertFound(caller, order, { what: 'Order', parentReads: true, access });
  if (!isParentReader(caller, found)) return { ...found, branch: false };
  return {
    ...found,
    branch: true,
    totalSellPrice: found.totalAgentPrice,
    lines: found.lines.map((l) => ({ ...l, sellPrice: l.agentPrice, clientMarkup: 0 })),
  };
}

export async function orderView(
  deps: AppDeps,
  asker: string | AgentRef,
  orderId: string,
  access: Access = 'write',
): Promise<OrderDto> {
  const order = await ownedOrder(deps, asker, orderId, access);
  const agencyOf = await listedAgencies(deps.database.db, typeof asker === 'string' ? null : asker, [
    order.agentId,
  ]);
  const dto = await orderDtoOf(deps.database.db, order);
  const agency = order.branch ? agencyOf(order.agentId) : null;
  return order.branch
    ? { ...dto, agency, actions: { ...dto.actions, payAgain: false, discard: false } }
    : { ...dto, agency };
}

export async function publicOrder(deps: AppDeps, orderId: string): Promise<PublicOrderAnswer> {
  const order = await loadOrder(deps.database.db, orderId);
  if (!order) throw notFound('Order');
  return publicOrderOf(deps.database.db, order);
}

function filters(caller: AgentRef, q: ParsedOrdersQuery): OrderFilters {
  return {
    owners: agencyScope(caller, bookingOrders.agentId, q.agency),
    referenceNo: q.referenceNo || undefined,
    status: q.status,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    travellerEmail: q.travellerEmail || undefined,
    bookedBy: q.bookedBy,
  };
}

export async function listOrders(deps: AppDeps, caller: AgentRef, q: ParsedOrdersQuery, paged = true) {
  const { rows, total } = await listOrderRows(
    deps.database.db,
    filters(caller, q),
    paged ? { skip: q.skip, limit: q.limit } : undefined,
  );
  const agencyOf = await listedAgencies(
    deps.database.db,
    caller,
    rows.map((r) => r.order.agentId),
  );
  const bookedBy = await bookedByNames(
    deps.database.db,
    rows.map((r) => r.order),
  );
  const orders: OrderRowDto[] = rows.map((r) => ({
    orderId: r.order.id,
    agency: agencyOf(r.order.agentId),
    bookedBy: bookedBy.get(r.order.id) ?? null,
    lineId: r.line.id,
    referenceNumber: r.order.referenceNumber,
    agentReferenceNumber: r.order.agentReferenceNumber,
    orderStatus: r.order.status,
    status: r.line.status,
    attractionTitle: r.attractionTitle,
    activityName: r.activityName,
    date: r.line.serviceDate,
    adults: r.line.adults,
    children: r.line.children,
    infants: r.line.infants,
    leadTravellerName: r.order.leadName,
    leadTravellerEmail: r.order.leadEmail,
    agentPrice: r.line.agentPrice,
    // The branch view: a sub-agent's client price stays its own.
    sellPrice: agencyOf(r.order.agentId) ? r.line.agentPrice : r.line.sellPrice,
    paymentMethod: r.order.paymentMethod,
    createdAt: r.order.createdAt.toISOString(),
    actions: readOnlyIf(
      agencyOf(r.order.agentId) !== null,
      orderActions(r.order, {
        ticketsIssued: Number(r.orderTickets) > 0,
        voucherLines: Number(r.orderVoucherLines) > 0,
      }),
    ),
  }));
  return { orders, totalOrders: total };
}

export async function ordersWorkbook(deps: AppDeps, caller: AgentRef, q: ParsedOrdersQuery): Promise<Buffer> {
  const { orders } = await listOrders(deps, caller, q, false);
  return ordersSheet(orders);
}

export async function invoiceDocument(
  deps: AppDeps,
  caller: AgentRef,
  orderId: string,
  priceView: 'agent' | 'sell',
): Promise<{ pdf: Buffer; name: string }> {
  const order = await ownedOrder(deps, caller, orderId, 'read');
  // Only a paid order has a tax invoice (orderActions says the same to the pages).
  if (!INVOICED_STATUSES.includes(order.status)) throw notFound('Invoice');
  const agent = await billedAgent(deps.database.db, order.agentId);
  const company = await loadCompanyConfig(deps.database.db);
  const pdf = await invoicePdf(
    company,
    { ...agent, address: `${agent.address}, ${agent.city}` },
    order,
    // The branch view prints what the sub-agent paid, never its client prices.
    order.branch ? 'agent' : priceView,
  );
  return { pdf, name: `invoice-${order.referenceNumber}.pdf` };
}

/** The branch view's rows and details offer documents only: no pay again, no discard. */
function readOnlyIf<A extends { payAgain: boolean; discard: boolean }>(branch: boolean, actions: A): A {
  return branch ? { ...actions, payAgain: false, discard: false } : actions;
}
