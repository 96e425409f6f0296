import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type {
  AdminMarkupPreviewAnswer,
  AdminMarkupPreviewBody,
  CompanyMarkupProduct,
} from '@portal/contracts';
import {
  attractionActivities,
  companyMarkups,
  insurancePlans,
  visaNationalityPrices,
  visaTypes,
  type DbOrTx,
} from '@portal/db';
import {
  formatMoney,
  hotelCompanyLayers,
  parseHotelMarkupItem,
  priceHotelRate,
  priceLine,
  resolveCompanyLayers,
  resolveScopedMarkup,
  visaUnitPrices,
  type AgentCompanyMarkup,
  type CompanyLayers,
  type HotelMarkupRow,
  type MarkupDirection,
  type PriceBreakdown,
  type StarCategory,
} from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/app-error.ts';
import { fromBreakdown } from '../attractions/pricing.ts';
import { findHotel, findRoomType } from './hotel-markups.repository.ts';
import {
  checkMarkupValue,
  describeMarkupItem,
  markupAgent,
  markupValueText,
} from './company-markups.service.ts';

/** The net of the sample sale for products without a stored net (hotels, flights, insurance, quotations). */
export const SAMPLE_NET = 100_000;

type Row = HotelMarkupRow & { agentId: string | null; direction: MarkupDirection };

/** The company's two layers for the item, with the product's own specificity (ADR 0014). */
async function layersOf(
  db: DbOrTx,
  product: CompanyMarkupProduct,
  itemId: string | null,
  rows: readonly Row[],
  accountId: string | null,
): Promise<CompanyLayers> {
  if (product === 'hotel') {
    const item = parseHotelMarkupItem(itemId);
    let hotel: { id: string; starCategory: StarCategory } = { id: '-', starCategory: '3' };
    let room = { id: '-' };
    if (item?.scope === 'star') hotel = { id: '-', starCategory: item.id as StarCategory };
    if (item?.scope === 'hotel' || item?.scope === 'room') {
      const roomType = item.scope === 'room' ? await findRoomType(db, item.id!) : null;
      const found = await findHotel(db, roomType?.hotelId ?? item.id!);
      if (found) hotel = { id: found.id, starCategory: found.starCategory };
      if (roomType) room = { id: roomType.id };
    }
    return hotelCompanyLayers(rows, hotel, room, item?.source ?? 'contract', accountId);
  }
  if (product === 'flight') {
    return resolveCompanyLayers(
      rows,
      accountId,
      (set) =>
        set.find((r) => r.itemId !== null && r.itemId === itemId) ??
        set.find((r) => r.itemId === null) ??
        null,
    );
  }
  const scope = { agentId: null, product, itemId };
  return resolveCompanyLayers(rows, accountId, (set) =>
    resolveScopedMarkup(
      set.map((r) => ({ ...r, agentId: null, product })),
      scope,
    ),
  );
}

interface Sample {
  name: string;
  price: (layers: CompanyLayers) => PriceBreakdown;
}

/** A sample item of the product priced through the product's own pipeline function. */
async function sampleOf(db: DbOrTx, product: CompanyMarkupProduct, itemId: string | null): Promise<Sample> {
  const sampleText = `a sample net of ${formatMoney(SAMPLE_NET)}`;
  if (product === 'attraction') {
    const [act] = await db
      .select()
      .from(attractionActivities)
      .where(
        itemId
          ? eq(attractionActivities.id, itemId)
          : and(eq(attractionActivities.isActive, true), eq(attractionActivities.base, 'person')),
      )
      .orderBy(asc(attractionActivities.name))
      .limit(1);
    if (act) {
      return {
        name: `${act.name}, one ${act.base === 'person' ? 'adult' : 'vehicle'}`,
        price: (layers) => {
          const b = fromBreakdown(act, layers);
          if (!b) throw badRequest(`${act.name} has no price to preview`);
          return b;
        },
      };
    }
  }
  if (product === 'visa') {
    const [sold] = await db
      .select({ name: visaTypes.name, price: visaNationalityPrices })
      .from(visaNationalityPrices)
      .innerJoin(visaTypes, eq(visaTypes.id, visaNationalityPrices.visaTypeId))
      .where(
        and(
          eq(visaNationalityPrices.isSold, true),
          itemId ? eq(visaNationalityPrices.visaTypeId, itemId) : undefined,
        ),
      )
      .orderBy(asc(visaNationalityPrices.adultPrice))
      .limit(1);
    if (sold) {
      return { name: `${sold.name}, one adult`, price: (layers) => visaUnitPrices(sold.price, layers).adult };
    }
  }
  if (product === 'hotel') {
    return {
      name: `One room night at ${sampleText}`,
      price: (layers) => priceHotelRate({ net: SAMPLE_NET, rooms: 1, nights: 1, layers }),
    };
  }
  if (product === 'insurance') {
    const [plan] = await db
      .select({ code: insurancePlans.code, vat: insurancePlans.vatPercent })
      .from(insurancePlans)
      .where(itemId ? eq(insurancePlans.code, itemId) : eq(insurancePlans.active, true))
      .orderBy(asc(insurancePlans.sortOrder))
      .limit(1);
    const vatPercent = plan ? Number(plan.vat) : 0;
    return {
      name: `One insured person${plan ? ` on ${plan.code}` : ''} at ${sampleText}`,
      price: (layers) => priceLine({ quantity: 1, unitNet: SAMPLE_NET, vatPercent, ...layers }),
    };
  }
  const unit = product === 'flight' ? 'One traveller' : product === 'quotation' ? 'One person' : 'One unit';
  return {
    name: `${unit} at ${sampleText}`,
    price: (layers) => priceLine({ quantity: 1, unitNet: SAMPLE_NET, ...layers }),
  };
}

const layerText = (product: string, m: { type: 'flat' | 'percentage'; value: number } | null) =>
  m ? markupValueText(product, m.type, m.value) : null;

/**
 * POST /admin/markups/preview: what saving a company markup would do to a sample item of the product,
 * through the same pipeline and resolution as a sale (ADR 0014): the product's own margin, the price
 * the agent (or every agent, for a default row) pays today, and after saving. Nothing is written.
 */
export async function previewCompanyMarkup(
  deps: AppDeps,
  body: AdminMarkupPreviewBody & { direction: MarkupDirection },
): Promise<AdminMarkupPreviewAnswer> {
  const db = deps.database.db;
  const { type, value } = checkMarkupValue(body.type, body.value);
  const agent = await markupAgent(db, body.agent);
  if (!agent && body.direction === 'discount')
    throw badRequest('A discount is set for one agent, never on the default', {
      direction: ['A discount is set for one agent, never on the default'],
    });
  const { itemId, itemName } = await describeMarkupItem(deps, body.product, body.itemId ?? null);
  const stored = await db
    .select()
    .from(companyMarkups)
    .where(
      and(
        eq(companyMarkups.product, body.product),
        agent
          ? or(isNull(companyMarkups.agentId), eq(companyMarkups.agentId, agent.id))
          : isNull(companyMarkups.agentId),
      ),
    );
  const rows: Row[] = stored.map((r) => ({
    agentId: r.agentId,
    itemId: r.itemId,
    type: r.type,
    value: Number(r.value),
    direction: r.direction,
  }));
  const agentId = agent?.id ?? null;
  const proposedRow: Row = { agentId, itemId, type, value, direction: body.direction };
  const proposed = [...rows.filter((r) => !(r.agentId === agentId && r.itemId === itemId)), proposedRow];
  const before = await layersOf(db, body.product, itemId, rows, agentId);
  const after = await layersOf(db, body.product, itemId, proposed, agentId);
  const sample = await sampleOf(db, body.product, itemId);
  const margin = sample.price({ company: before.company, companyForAgent: null });
  const today = sample.price(before);
  const saved = sample.price(after);
  const agentLayer = (m: AgentCompanyMarkup | null) =>
    m ? `${m.direction === 'discount' ? 'discount ' : ''}${layerText(body.product, m)}` : null;
  return {
    itemName,
    sample: sample.name,
    agent: agent ? `${agent.companyName} (${agent.agentCode})` : null,
    net: margin.net,
    margin: {
      text: layerText(body.product, before.company) ?? "the product's own margin",
      amount: margin.companyMarkup,
      agentPrice: margin.agentPrice,
    },
    current: {
      agentMarkup: agentLayer(before.companyForAgent),
      companyMarkup: today.companyMarkup,
      agentPrice: today.agentPrice,
    },
    after: {
      agentMarkup: agentLayer(after.companyForAgent),
      companyMarkup: saved.companyMarkup,
      agentPrice: saved.agentPrice,
    },
    lowersPrice: saved.agentPrice < today.agentPrice,
  };
}
