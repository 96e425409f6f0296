import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { InventoryPreviewAnswer, inventoryPreviewBody } from '@portal/contracts';
import { agents, hotelContracts, latestFxRate } from '@portal/db';
import { BASE_CURRENCY, daysBetween } from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { findAgentRef } from '../../wallet/agent-lookup.ts';
import { suppliersOf } from '../booking/holds.ts';
import { hotelById, loadHotels } from '../content.repository.ts';
import { syncInventoryCaches } from '../inventory-sync.ts';
import { cachedHotelMarkups } from '../markup-layers.ts';
import { priceOffers } from '../offers.ts';

type PreviewInput = z.output<typeof inventoryPreviewBody>;

/**
 * What an agent would be shown for the company's own rates of a hotel (issue 34: "prices shown to
 * staff exactly as the pricing pipeline computes them"): the contract adapter's search and the
 * search's own pricing (priceOffers with the agent's markup rows), nothing recomputed here. The
 * agent's client markup is not part of it (net, company markup, agent price). Every figure is in AED:
 * contracts in another currency are converted by the search; `conversions` names the rates it used.
 */
export async function previewHotelPrices(
  deps: AppDeps,
  hotelId: string,
  input: PreviewInput,
): Promise<InventoryPreviewAnswer> {
  const { db } = deps.database;
  const nights = daysBetween(input.fromDate, input.toDate);
  if (nights < 1 || nights > 90)
    throw badRequest('toDate: the stay is 1 to 90 nights', { toDate: ['The stay is 1 to 90 nights'] });
  const ref = await findAgentRef(db, input.agent);
  const [agent] = await db
    .select({ role: agents.role, parentId: agents.parentId })
    .from(agents)
    .where(eq(agents.id, ref.id));
  if (!agent) throw notFound('Agent');
  await syncInventoryCaches(deps.database);
  const [hotel] = await loadHotels(db, hotelById(hotelId));
  if (!hotel) throw notFound('Active hotel');
  const buyer = {
    agentId: ref.id,
    role: agent.role === 'sub-agent' ? ('sub-agent' as const) : ('reseller' as const),
    parentId: agent.parentId,
  };
  const [offers, markups, conversions] = await Promise.all([
    suppliersOf(deps).contract.search({
      hotels: [hotel],
      fromDate: input.fromDate,
      toDate: input.toDate,
      rooms: [{ noOfAdults: input.adults, noOfChildren: 0, childrenAges: [] }],
      nationality: input.nationality,
      now: deps.clock.now(),
    }),
    cachedHotelMarkups.get(deps.database, buyer),
    db
      .selectDistinct({ currency: hotelContracts.currency, rate: latestFxRate(hotelContracts.currency) })
      .from(hotelContracts)
      .where(
        and(
          eq(hotelContracts.hotelId, hotel.id),
          eq(hotelContracts.isActive, true),
          ne(hotelContracts.currency, BASE_CURRENCY),
        ),
      ),
  ]);
  const priced = priceOffers(offers, new Map([[hotel.id, hotel]]), markups).get(hotel.id) ?? [];
  const names = new Map(hotel.roomTypes.map((r) => [r.id, r.name]));
  return {
    agent: { _id: ref.id, agentCode: ref.agentCode, name: ref.companyName },
    fromDate: input.fromDate,
    toDate: input.toDate,
    rates: priced
      .map((p) => ({
        roomTypeId: p.offer.roomTypeId,
        roomTypeName: names.get(p.offer.roomTypeId) ?? p.offer.roomTypeName,
        rateName: p.offer.rateName,
        boardCode: p.offer.boardCode,
        net: p.breakdown.net,
        companyMarkup: p.breakdown.companyMarkup,
        agentPrice: p.breakdown.agentPrice,
        currency: 'AED' as const,
      }))
      .sort((a, b) => a.agentPrice - b.agentPrice || a.roomTypeName.localeCompare(b.roomTypeName)),
    conversions: conversions
      .flatMap((c) => (c.rate === null ? [] : [{ currency: c.currency, rate: Number(c.rate) }]))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
