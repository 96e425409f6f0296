import { and, eq, isNull, or } from 'drizzle-orm';
import { companyMarkups, subAgentMarkups, type DbOrTx } from '@portal/db';
import {
  resolveCompanyLayers,
  resolveScopedMarkup,
  type MarkupDirection,
  type Markup,
  type PricingLayers,
  type ScopedMarkup,
} from '@portal/domain';
import type { Buyer } from '../bookings/core/product.ts';

const PRODUCT = 'a2a';

/** The a2a markup rows that can apply to a buyer (company per agent/ticket/sector, the parent's for a sub-agent). */
export interface A2aMarkups {
  company: (ScopedMarkup & { direction: MarkupDirection })[];
  subAgent: ScopedMarkup[];
  accountId: string;
}

export async function loadA2aMarkups(db: DbOrTx, buyer: Buyer): Promise<A2aMarkups> {
  const isSub = buyer.role === 'sub-agent' && buyer.parentId !== null;
  const accountId = isSub ? buyer.parentId! : buyer.agentId;
  const [company, sub] = await Promise.all([
    db
      .select()
      .from(companyMarkups)
      .where(
        and(
          eq(companyMarkups.product, PRODUCT),
          or(isNull(companyMarkups.agentId), eq(companyMarkups.agentId, accountId)),
        ),
      ),
    isSub
      ? db
          .select()
          .from(subAgentMarkups)
          .where(and(eq(subAgentMarkups.product, PRODUCT), eq(subAgentMarkups.subAgentId, buyer.agentId)))
      : Promise.resolve([]),
  ]);
  const scoped = (
    r: { type: 'flat' | 'percentage'; value: number; itemId: string | null },
    agentId: string | null,
  ) => ({
    type: r.type,
    value: Number(r.value),
    agentId,
    product: PRODUCT,
    itemId: r.itemId,
  });
  return {
    company: company.map((r) => ({ ...scoped(r, r.agentId), direction: r.direction })),
    subAgent: sub.map((r) => scoped(r, null)),
    accountId,
  };
}

const plain = (m: ScopedMarkup | null): Markup | null => (m ? { type: m.type, value: m.value } : null);

/** Original notes: A2A markups are per ticket or per sector: the ticket's first, then the sector's, then the product's. */
function pick<T extends ScopedMarkup>(rows: readonly T[], ticketId: string, sectorId: string): T | null {
  for (const itemId of [ticketId, sectorId, null]) {
    const scope = rows.filter((r) => r.itemId === itemId).map((r) => ({ ...r, agentId: null }));
    const found = resolveScopedMarkup(scope, { agentId: null, product: PRODUCT, itemId });
    if (found) return found;
  }
  return null;
}

/** The company's margin for the ticket with the account's own markup on top (ADR 0014), and the parent's. */
export function a2aLayers(m: A2aMarkups, ticketId: string, sectorId: string): Omit<PricingLayers, 'client'> {
  return {
    ...resolveCompanyLayers(m.company, m.accountId, (rows) => pick(rows, ticketId, sectorId)),
    subAgent: plain(pick(m.subAgent, ticketId, sectorId)),
  };
}
