import { inArray } from 'drizzle-orm';
import type { ClientDocumentView } from '@portal/contracts';
import { attractions } from '@portal/db';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { agentBranding } from '../../lib/documents/index.ts';
import type { AgentRef } from '../../policy/index.ts';
import { ownedOrder } from './after-sale.service.ts';
import { policyText } from './catalogue.dto.ts';
import { ticketsPdf, vouchersPdf, type ClientDocLine, type ClientDocOrder } from './client-documents.ts';
import type { LineWithNames, OrderWithLines } from './orders.repository.ts';
import { VOUCHER_LINE_STATUSES } from './orders.view.ts';
import { ticketsOfLines } from './tickets.ts';

/** The order's lines as its client documents show them (attraction details, on-the-day info, tickets). */
async function clientLines(
  deps: AppDeps,
  order: OrderWithLines,
  lines: LineWithNames[],
): Promise<ClientDocLine[]> {
  const { db } = deps.database;
  if (lines.length === 0) return [];
  const rows = await db
    .select()
    .from(attractions)
    .where(inArray(attractions.id, [...new Set(lines.map((l) => l.attractionId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const tickets = (
    await ticketsOfLines(
      db,
      lines.map((l) => l.id),
    )
  ).filter((t) => t.status === 'sold');
  return lines.map((l) => {
    const a = byId.get(l.attractionId);
    return {
      lineNo: l.lineNo,
      status: l.status === 'confirmed' ? 'confirmed' : 'booked',
      attraction: l.attractionTitle,
      activity: l.activityName,
      date: l.serviceDate,
      slot: l.slot ? { startTime: l.slot.startTime, endTime: l.slot.endTime } : null,
      adults: l.adults,
      children: l.children,
      infants: l.infants,
      transferType: l.transferType,
      vehicles: l.vehiclePlan?.vehicles.map((v) => `${v.name} x ${v.count}`).join(', ') ?? null,
      confirmationNumber: l.confirmationNumber,
      duration: a?.durationText ?? '',
      location: a?.location ?? '',
      policy: a ? policyText(a) : '',
      dayInfo: a?.dayInfo ?? null,
      sellPrice: l.sellPrice,
      tickets: tickets
        .filter((t) => t.lineId === l.id)
        .map((t) => ({ ticketNo: t.ticketNo, ticketFor: t.ticketFor, validTill: t.validTill })),
    };
  });
}

const docOrder = (order: OrderWithLines, issuedAt: Date): ClientDocOrder => ({
  referenceNumber: order.referenceNumber,
  agentReferenceNumber: order.agentReferenceNumber,
  leadName: order.leadName,
  leadPhone: order.leadPhone,
  issuedAt,
});

/** Vouchers of the confirmed and booked lines, under the buying agent's branding. */
export async function vouchersDocument(
  deps: AppDeps,
  caller: string | AgentRef,
  orderId: string,
  view: ClientDocumentView,
  language: Language = 'en',
): Promise<{ pdf: Buffer; name: string }> {
  const order = await ownedOrder(deps, caller, orderId, 'read');
  const lines = order.lines.filter((l) => VOUCHER_LINE_STATUSES.includes(l.status));
  if (lines.length === 0) throw notFound('Vouchers (no confirmed or booked activity in this order)');
  const pdf = await vouchersPdf(
    await agentBranding(deps, order.agentId, language),
    docOrder(order, deps.clock.now()),
    await clientLines(deps, order, lines),
    order.branch ? 'client' : view,
    language,
  );
  return { pdf, name: `vouchers-${order.referenceNumber}.pdf` };
}

/** E-tickets of the confirmed lines, one page each, under the buying agent's branding. */
export async function ticketsDocument(
  deps: AppDeps,
  caller: string | AgentRef,
  orderId: string,
  view: ClientDocumentView,
  language: Language = 'en',
): Promise<{ pdf: Buffer; name: string }> {
  const order = await ownedOrder(deps, caller, orderId, 'read');
  const lines = (
    await clientLines(
      deps,
      order,
      order.lines.filter((l) => l.status === 'confirmed'),
    )
  ).filter((l) => l.tickets.length > 0);
  if (lines.length === 0) throw notFound('E-tickets (none issued for this order yet)');
  const pdf = await ticketsPdf(
    await agentBranding(deps, order.agentId, language),
    docOrder(order, deps.clock.now()),
    lines,
    order.branch ? 'client' : view,
    language,
  );
  return { pdf, name: `tickets-${order.referenceNumber}.pdf` };
}
