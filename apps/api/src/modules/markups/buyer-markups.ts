import { and, eq, isNull, or } from 'drizzle-orm';
import { clientMarkups, companyMarkups, subAgentMarkups, type DbHandle, type DbOrTx } from '@portal/db';
import {
  resolveCompanyLayers,
  resolveScopedMarkup,
  type Markup,
  type MarkupDirection,
  type MarkupProduct,
  type PricingLayers,
  type ScopedMarkup,
} from '@portal/domain';
import type { MaybePromise } from '../../lib/maybe-promise.ts';
import type { Buyer } from '../bookings/core/product.ts';
import { markupRowsCache, type MarkupRowsCache } from './markup-rows.cache.ts';

export type { Buyer };

/** Every markup row of one product that can apply to one buyer, loaded once per request. */
export interface BuyerMarkups {
  product: MarkupProduct;
  company: (ScopedMarkup & { direction: MarkupDirection })[];
  subAgent: ScopedMarkup[];
  client: ScopedMarkup[];
  /** The company scope: a sub-agent is priced as its parent reseller's account. */
  accountId: string;
  isSubAgent: boolean;
}

/**
 * The three layers' rows for a product whose markups are scoped by item (activity, visa type,
 * insurance plan, airline, a2a ticket or sector, quotation component): company (the buyer's account
 * over the default), the parent's for a sub-agent buyer, and the buyer's own client markups. Read
 * through buyerMarkups, which keeps them per buyer.
 */
async function loadBuyerMarkups(db: DbOrTx, product: MarkupProduct, buyer: Buyer): Promise<BuyerMarkups> {
  const isSubAgent = buyer.role === 'sub-agent' && buyer.parentId !== null;
  const accountId = isSubAgent ? buyer.parentId! : buyer.agentId;
  const [company, sub, client] = await Promise.all([
    db
      .select()
      .from(companyMarkups)
      .where(
        and(
          eq(companyMarkups.product, product),
          or(isNull(companyMarkups.agentId), eq(companyMarkups.agentId, accountId)),
        ),
      ),
    isSubAgent
      ? db
          .select()
          .from(subAgentMarkups)
          .where(
            and(
              eq(subAgentMarkups.product, product),
              eq(subAgentMarkups.subAgentId, buyer.agentId),
              eq(subAgentMarkups.parentId, accountId),
            ),
          )
      : Promise.resolve([]),
    db
      .select()
      .from(clientMarkups)
      .where(and(eq(clientMarkups.product, product), eq(clientMarkups.agentId, buyer.agentId))),
  ]);
  const scoped = (
    r: { type: 'flat' | 'percentage'; value: number; itemId: string | null },
    agentId: string | null,
  ): ScopedMarkup => ({ type: r.type, value: Number(r.value), agentId, product, itemId: r.itemId });
  return {
    product,
    company: company.map((r) => ({ ...scoped(r, r.agentId), direction: r.direction })),
    subAgent: sub.map((r) => scoped(r, null)),
    client: client.map((r) => scoped(r, null)),
    accountId,
    isSubAgent,
  };
}

const cachedByProduct = new Map<MarkupProduct, MarkupRowsCache<BuyerMarkups>>();

/**
 * THE reader of a product's markup rows for one buyer (every product but hotels, whose rows are
 * cachedHotelMarkups): kept per buyer and product until the change feed's 'markups' version moves
 * (markupRowsCache, ADR 0040 and 0046). A write on this node is seen by the next read; one on another
 * node once the change feed delivers it (NOTIFY, or within CHANGE_CHECK_MS). Takes the database
 * handle, never a transaction: a caller that prices inside a transaction reads the rows before it
 * opens it (on PGlite a read on the handle would wait for the open transaction).
 */
export function buyerMarkups(
  database: DbHandle,
  product: MarkupProduct,
  buyer: Buyer,
): MaybePromise<BuyerMarkups> {
  let cache = cachedByProduct.get(product);
  if (!cache) {
    cache = markupRowsCache(`${product}-markup-rows`, (db, b) => loadBuyerMarkups(db, product, b));
    cachedByProduct.set(product, cache);
  }
  return cache.get(database, buyer);
}

const plain = (m: ScopedMarkup | null): Markup | null => (m ? { type: m.type, value: m.value } : null);

/**
 * The pipeline's layers for one item: the product's own margin (default rows; null means the
 * product's built-in margin rule decides) and the account's company markup on top of it (ADR 0014).
 */
export function buyerLayers(markups: BuyerMarkups, itemId: string): PricingLayers {
  const { product } = markups;
  const scope = { agentId: null, product, itemId };
  const company = resolveCompanyLayers(markups.company, markups.accountId, (rows) =>
    resolveScopedMarkup(
      rows.map((r) => ({ ...r, agentId: null })),
      scope,
    ),
  );
  return {
    ...company,
    subAgent: markups.isSubAgent ? plain(resolveScopedMarkup(markups.subAgent, scope)) : null,
    client: plain(resolveScopedMarkup(markups.client, scope)),
  };
}
