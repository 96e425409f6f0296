import type { z } from 'zod';
import type { OrderDto, OrderRowDto, ordersQuery, PublicOrderAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { loadCompanyConfig } from '../company/company.service.ts';
import { billedAgent } from '../bookings/core/documents.ts';
import { invoicePdf, ordersSheet } from './order-documents.ts';
import { listOrderRows, loadOrder, type OrderFilters, type OrderWithLines } from './orders.repository.ts';
import { INVOICED_STATUSES, orderActions, orderDtoOf, publicOrderOf } from './orders.view.ts';

export type ParsedOrdersQuery = z.output<typeof ordersQuery>;

/** The caller's order; another agent's answers 404 like a missing one. */
export async function ownedOrder(deps: AppDeps, agentId: string, orderId: string): Promise<OrderWithLines> {
  const order = await loadOrder(deps.database.db, orderId);
  if (order?.agentId !== agentId) throw notFound('Order');
  return order;
}

export async function orderView(deps: AppDeps, agentId: string, orderId: string): Promise<OrderDto> {
  return orderDtoOf(deps.database.db, await ownedOrder(deps, agentId, orderId));
}

export async function publicOrder(deps: AppDeps, orderId: string): Promise<PublicOrderAnswer> {
  const order = await loadOrder(deps.database.db, orderId);
  if (!order) throw notFound('Order');
  return publicOrderOf(deps.database.db, order);
}

function filters(agentId: string, q: ParsedOrdersQuery): OrderFilters {
  return {
    agentId,
    referenceNo: q.referenceNo || undefined,
    status: q.status,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
    travellerEmail: q.travellerEmail || undefined,
  };
}

export async function listOrders(deps: AppDeps, agentId: string, q: ParsedOrdersQuery, paged = true) {
  const { rows, total } = await listOrderRows(
    deps.database.db,
    filters(agentId, q),
    paged ? { skip: q.skip, limit: q.limit } : undefined,
  );
  const orders: OrderRowDto[] = rows.map((r) => ({
    orderId: r.order.id,
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
    sellPrice: r.line.sellPrice,
    paymentMethod: r.order.paymentMethod,
    createdAt: r.order.createdAt.toISOString(),
    actions: orderActions(r.order, {
      ticketsIssued: Number(r.orderTickets) > 0,
      voucherLines: Number(r.orderVoucherLines) > 0,
    }),
  }));
  return { orders, totalOrders: total };
}

export async function ordersWorkbook(deps: AppDeps, agentId: string, q: ParsedOrdersQuery): Promise<Buffer> {
  const { orders } = await listOrders(deps, agentId, q, false);
  return ordersSheet(orders);
}

export async function invoiceDocument(
  deps: AppDeps,
  agentId: string,
  orderId: string,
  priceView: 'agent' | 'sell',
): Promise<{ pdf: Buffer; name: string }> {
  const order = await ownedOrder(deps, agentId, orderId);
  // Only a paid order has a tax invoice (orderActions says the same to the pages).
  if (!INVOICED_STATUSES.includes(order.status)) throw notFound('Invoice');
  const agent = await billedAgent(deps.database.db, agentId);
  const company = await loadCompanyConfig(deps.database.db);
  const pdf = await invoicePdf(
    company,
    { ...agent, address: `${agent.address}, ${agent.city}` },
    order,
    priceView,
  );
  return { pdf, name: `invoice-${order.referenceNumber}.pdf` };
}
