import { sql } from 'drizzle-orm';
import { clientMarkups, companyMarkups, namedRows, subAgentMarkups, type DbOrTx } from '@portal/db';
import type { HotelMarkupRow, MarkupDirection } from '@portal/domain';
import { markupRowsCache } from '../markups/markup-rows.cache.ts';
import type { HotelMarkupRows } from './markup-resolver.ts';

export {
  hotelLayerResolver,
  type HotelLayerResolver,
  type HotelMarkupRows,
  type RatedRoom,
} from './markup-resolver.ts';

/** Who is buying: the sub-agent layer applies only when a sub-agent buys; the company scope is its parent. */
export interface Buyer {
  agentId: string;
  role: 'reseller' | 'sub-agent';
  parentId: string | null;
}

const PRODUCT = 'hotel';

/**
 * One round trip for the three layers (a search's fixed cost: on embedded PGlite every query costs
 * a few milliseconds of the event loop, whatever its size).
 */
async function loadHotelMarkups(db: DbOrTx, buyer: Buyer): Promise<HotelMarkupRows> {
  const isSubAgent = buyer.role === 'sub-agent' && buyer.parentId !== null;
  const accountId = isSubAgent ? buyer.parentId! : buyer.agentId;
  // A named statement per variant of the text (a search's fixed cost: parsed and planned once per
  // connection on PostgreSQL).
  const rows = await namedRows<{
    layer: 'company' | 'subAgent' | 'client';
    agentId: string | null;
    type: 'flat' | 'percentage';
    value: string | number;
    itemId: string | null;
    direction: MarkupDirection;
  }>(
    db,
    isSubAgent ? 'hotel_markups_sub_agent' : 'hotel_markups',
    sql`select 'company' as layer, ${companyMarkups.agentId} as "agentId", ${companyMarkups.type} as type,
               ${companyMarkups.value} as value, ${companyMarkups.itemId} as "itemId",
               ${companyMarkups.direction} as direction
          from ${companyMarkups}
         where ${companyMarkups.product} = ${PRODUCT}
           and (${companyMarkups.agentId} is null or ${companyMarkups.agentId} = ${accountId})
        union all
        select 'subAgent', null, ${subAgentMarkups.type}, ${subAgentMarkups.value}, ${subAgentMarkups.itemId},
               'markup'
          from ${subAgentMarkups}
         where ${isSubAgent ? sql`true` : sql`false`} and ${subAgentMarkups.product} = ${PRODUCT}
           and ${subAgentMarkups.subAgentId} = ${buyer.agentId} and ${subAgentMarkups.parentId} = ${accountId}
        union all
        select 'client', null, ${clientMarkups.type}, ${clientMarkups.value}, ${clientMarkups.itemId},
               'markup'
          from ${clientMarkups}
         where ${clientMarkups.product} = ${PRODUCT} and ${clientMarkups.agentId} = ${buyer.agentId}`,
  );
  const out: HotelMarkupRows = { company: [], subAgent: [], client: [], accountId, isSubAgent };
  for (const r of rows) {
    const row: HotelMarkupRow = { type: r.type, value: Number(r.value), itemId: r.itemId };
    if (r.layer === 'company') out.company.push({ ...row, agentId: r.agentId, direction: r.direction });
    else out[r.layer].push(row);
  }
  return out;
}

/**
 * THE reader of a buyer's hotel markup rows: loadHotelMarkups kept per buyer until a markup changes
 * (ADR 0040, 0046), for every hotel path (list, single hotel, hold, extranet preview, quotations).
 * It takes the database handle: a caller in a transaction reads the rows before opening it.
 */
export const cachedHotelMarkups = markupRowsCache('hotel-markup-rows', loadHotelMarkups);
