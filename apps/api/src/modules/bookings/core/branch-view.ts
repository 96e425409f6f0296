import { eq } from 'drizzle-orm';
import type { OrderAgencyDto } from '@portal/contracts';
import { agents, type DbOrTx } from '@portal/db';
import { notFound } from '../../../lib/app-error.ts';
import type { Caller } from '../../../plugins/auth.ts';
import {
  agentRefOf,
  assertFound,
  isParentReader,
  type Access,
  type AgentRef,
} from '../../../policy/index.ts';
import type { CoreLine, CoreOrder } from './product.ts';
import { linesOfOrder } from './repository.ts';

/**
 * Who asks for an order: a caller (an agent; company staff), a bare agent id (that agent's own
 * orders only, as every change path passes), or null (company staff).
 */
export type OrderAsker = Caller | AgentRef | string | null;

/** Orders handed to their owner's parent reseller (the branch view), already masked. */
const branchViews = new WeakSet<CoreOrder>();

/** Was this order loaded for the owner's parent reseller (read-only, client prices masked)? */
export function isBranchView(order: CoreOrder): boolean {
  return branchViews.has(order);
}

/**
 * The sub-agent's client markup stays private: its parent sees what the sub-agent paid (the agent
 * price) as the sell price, and no client markup, on every line and in the stored breakdown.
 */
export function maskLine(line: CoreLine): CoreLine {
  const breakdown = { ...line.breakdown };
  if ('clientMarkup' in breakdown) breakdown.clientMarkup = 0;
  if ('sellPrice' in breakdown) breakdown.sellPrice = line.agentPrice;
  if ('clientMarkupLayer' in breakdown) delete breakdown.clientMarkupLayer;
  return { ...line, clientMarkup: 0, sellPrice: line.agentPrice, breakdown };
}

function maskOrder(order: CoreOrder): CoreOrder {
  const masked: CoreOrder = { ...order, totalSellPrice: order.totalAgentPrice };
  branchViews.add(masked);
  return masked;
}

/** A listed order as `caller` may see it: masked when it is a sub-agent's (the branch view). */
export function asSeenBy(caller: Caller | AgentRef, order: CoreOrder): CoreOrder {
  return isParentReader(caller, order) ? maskOrder(order) : order;
}

/**
 * The one check of every order route: the order (already loaded, of the right product) as the asker
 * may see it. Its owner and staff get it whole; the owner's parent reseller may read it (never
 * change it) and gets it masked; anyone else gets 404 like a missing order.
 */
export function orderFor(asker: OrderAsker, order: CoreOrder | null, access: Access): CoreOrder {
  if (asker === null) {
    if (!order) throw notFound('Order');
    return order;
  }
  // A bare id asks as an agent without sub-agents: its own orders only.
  const ref: AgentRef | Caller = typeof asker === 'string' ? { agentId: asker, role: 'sub-agent' } : asker;
  if ('kind' in ref && ref.kind === 'admin') return orderFor(null, order, access);
  const caller = agentRefOf(ref);
  const found = assertFound(caller, order, { parentReads: true, access, what: 'Order' });
  return isParentReader(caller, found) ? maskOrder(found) : found;
}

/** The order's lines as the order's reader may see them (masked in the branch view). */
export async function orderLines(db: DbOrTx, order: CoreOrder): Promise<CoreLine[]> {
  const lines = await linesOfOrder(db, order.id);
  return isBranchView(order) ? lines.map(maskLine) : lines;
}

/** A product's order actions in the branch view: documents only, no change. */
export function branchActions<A extends Record<string, boolean>>(order: CoreOrder, actions: A): A {
  if (!isBranchView(order)) return actions;
  const out = { ...actions };
  for (const key of Object.keys(out) as (keyof A)[]) {
    if (key !== 'voucher' && key !== 'invoice' && key !== 'eTickets' && key !== 'certificate')
      out[key] = false as A[keyof A];
  }
  return out;
}

/** The agency named on an order's details: its sub-agent in the branch view, null on one's own. */
export async function orderAgency(db: DbOrTx, order: CoreOrder): Promise<OrderAgencyDto> {
  if (!isBranchView(order)) return null;
  const [row] = await db
    .select({ name: agents.companyName })
    .from(agents)
    .where(eq(agents.id, order.agentId));
  return { _id: order.agentId, name: row?.name ?? '' };
}

/** One line of an order as the order's reader may see it (masked in the branch view). */
export function seenLine(order: CoreOrder, line: CoreLine): CoreLine {
  return isBranchView(order) ? maskLine(line) : line;
}
