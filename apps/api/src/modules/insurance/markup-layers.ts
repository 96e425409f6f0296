import { and, eq, isNull, or } from 'drizzle-orm';
import { clientMarkups, companyMarkups, subAgentMarkups, type DbOrTx } from '@portal/db';
import { resolveScopedMarkup, type Markup, type PricingLayers, type ScopedMarkup } from '@portal/domain';
import type { Buyer } from '../bookings/core/product.ts';

const PRODUCT = 'insurance';

/**
 * The three layers for one plan (item id = plan code): company markup by the admin command line
 * (the buyer's account over the default, the plan over the whole product), the parent's markup for
 * a sub-agent buyer, and the buyer's own client markup. Flat values are per insured person.
 */
export async function insuranceLayers(db: DbOrTx, buyer: Buyer, planCode: string): Promise<PricingLayers> {
  const isSubAgent = buyer.role === 'sub-agent' && buyer.parentId !== null;
  const accountId = isSubAgent ? buyer.parentId! : buyer.agentId;
  const [company, sub, client] = await Promise.all([
    db
      .select()
      .from(companyMarkups)
      .where(
        and(
          eq(companyMarkups.product, PRODUCT),
          or(isNull(companyMarkups.agentId), eq(companyMarkups.agentId, accountId)),
        ),
      ),
    isSubAgent
      ? db
          .select()
          .from(subAgentMarkups)
          .where(
            and(
              eq(subAgentMarkups.product, PRODUCT),
              eq(subAgentMarkups.subAgentId, buyer.agentId),
              eq(subAgentMarkups.parentId, accountId),
            ),
          )
      : Promise.resolve([]),
    db
      .select()
      .from(clientMarkups)
      .where(and(eq(clientMarkups.product, PRODUCT), eq(clientMarkups.agentId, buyer.agentId))),
  ]);
  const scoped = (
    r: { type: 'flat' | 'percentage'; value: number; itemId: string | null },
    agentId: string | null,
  ): ScopedMarkup => ({ type: r.type, value: Number(r.value), agentId, product: PRODUCT, itemId: r.itemId });
  const pick = (rows: ScopedMarkup[], agentId: string | null): Markup | null => {
    const m = resolveScopedMarkup(rows, { agentId, product: PRODUCT, itemId: planCode });
    return m ? { type: m.type, value: m.value } : null;
  };
  return {
    company: pick(
      company.map((r) => scoped(r, r.agentId)),
      accountId,
    ),
    subAgent: isSubAgent
      ? pick(
          sub.map((r) => scoped(r, null)),
          null,
        )
      : null,
    client: pick(
      client.map((r) => scoped(r, null)),
      null,
    ),
  };
}
