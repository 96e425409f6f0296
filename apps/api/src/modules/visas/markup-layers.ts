import { and, eq, isNull, or } from 'drizzle-orm';
import { clientMarkups, companyMarkups, subAgentMarkups, type DbOrTx } from '@portal/db';
import { resolveScopedMarkup, type Markup, type PricingLayers, type ScopedMarkup } from '@portal/domain';

/** Who is buying: the sub-agent layer applies only to a sub-agent; the company scope is its parent. */
export interface VisaBuyer {
  agentId: string;
  role: 'reseller' | 'sub-agent';
  parentId: string | null;
}

/** Every visa markup row that can apply to one buyer (item = visa type id). */
export interface VisaBuyerMarkups {
  company: ScopedMarkup[];
  subAgent: ScopedMarkup[];
  client: ScopedMarkup[];
  accountId: string;
  isSubAgent: boolean;
}

const PRODUCT = 'visa';

export async function loadVisaMarkups(db: DbOrTx, buyer: VisaBuyer): Promise<VisaBuyerMarkups> {
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
  return {
    company: company.map((r) => scoped(r, r.agentId)),
    subAgent: sub.map((r) => scoped(r, null)),
    client: client.map((r) => scoped(r, null)),
    accountId,
    isSubAgent,
  };
}

const plain = (m: ScopedMarkup | null): Markup | null => (m ? { type: m.type, value: m.value } : null);

/** The layers for one visa type: company null means the list margin (packages/domain priceVisa). */
export function visaLayers(markups: VisaBuyerMarkups, visaTypeId: string): PricingLayers {
  const company = resolveScopedMarkup(markups.company, {
    agentId: markups.accountId,
    product: PRODUCT,
    itemId: visaTypeId,
  });
  const scope = { agentId: null, product: PRODUCT, itemId: visaTypeId };
  return {
    company: plain(company),
    subAgent: markups.isSubAgent ? plain(resolveScopedMarkup(markups.subAgent, scope)) : null,
    client: plain(resolveScopedMarkup(markups.client, scope)),
  };
}
