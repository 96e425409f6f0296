import type { z } from 'zod';
import type { ActingAs } from '../../audit/index.ts';
import { auditedMarkupChange } from './markup-audit.ts';
import type {
  ActivityMarkupsDto,
  attractionMarkupsQuery,
  AttractionMarkupsAnswer,
  MarkupDeleteAnswer,
  MarkupDto,
  SubAgentMarkupDto,
} from '@portal/contracts';
import { toMajor, type ModuleName } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { activitiesOf, findActivity } from '../attractions/catalogue.repository.ts';
import { layersFor, loadBuyerMarkups, type Buyer, type BuyerMarkups } from '../attractions/markup-layers.ts';
import { fromPrice } from '../attractions/pricing.ts';
import { hotelMarkupName } from './hotel-markups.service.ts';
import {
  activityName,
  attractionsPage,
  clientMarkupsOf,
  deleteClientMarkup,
  deleteSubAgentMarkup,
  findSubAgent,
  subAgentMarkupsOf,
  subAgentsOf,
  upsertClientMarkup,
  upsertSubAgentMarkup,
  type ClientMarkupRow,
  type SubAgentMarkupRow,
} from './markups.repository.ts';

type Query = z.output<typeof attractionMarkupsQuery>;

function markupDto(row: ClientMarkupRow | SubAgentMarkupRow): MarkupDto {
  const value = Number(row.value);
  return {
    _id: row.id,
    activityId: row.itemId ?? '',
    markupType: row.type,
    markup: row.type === 'flat' ? toMajor(value) : value,
    value,
  };
}

const subDto = (row: SubAgentMarkupRow): SubAgentMarkupDto => ({
  ...markupDto(row),
  subAgentId: row.subAgentId,
});

/**
 * The markups page: per attraction and activity the caller's client markup with a live preview,
 * and for a reseller each sub-agent's markup with the price that sub-agent pays.
 */
export async function attractionMarkups(
  deps: AppDeps,
  buyer: Buyer,
  q: Query,
): Promise<AttractionMarkupsAnswer> {
  const db = deps.database.db;
  const page = await attractionsPage(db, q.search, q.skip, q.limit);
  const activities = await activitiesOf(
    db,
    page.rows.map((r) => r.id),
  );
  const own = await loadBuyerMarkups(deps.database, buyer);
  const isReseller = buyer.role === 'reseller';
  const subs = isReseller ? await subAgentsOf(db, buyer.agentId) : [];
  const subRows = isReseller
    ? await subAgentMarkupsOf(
        db,
        buyer.agentId,
        subs.map((s) => s.id),
      )
    : [];
  const clientRows = new Map<string, MarkupDto>();
  for (const row of await clientMarkupsOf(db, buyer.agentId))
    if (row.itemId) clientRows.set(row.itemId, markupDto(row));

  const subMarkupsOf = (subId: string): BuyerMarkups => ({
    product: own.product,
    company: own.company,
    subAgent: subRows
      .filter((r) => r.subAgentId === subId)
      .map((r) => ({
        type: r.type,
        value: Number(r.value),
        agentId: null,
        product: 'attraction',
        itemId: r.itemId,
      })),
    client: [],
    accountId: buyer.agentId,
    isSubAgent: true,
  });
  const perSub = new Map(subs.map((s) => [s.id, subMarkupsOf(s.id)]));

  const activityDto = (act: (typeof activities)[number]): ActivityMarkupsDto => {
    const preview = fromPrice(act, layersFor(own, act.id)) ?? { agentPrice: 0, sellPrice: 0 };
    return {
      _id: act.id,
      name: act.name,
      base: act.base,
      clientMarkup: clientRows.get(act.id) ?? null,
      preview,
      subAgents: subs.map((s) => {
        const row = subRows.find((r) => r.subAgentId === s.id && r.itemId === act.id);
        return {
          subAgentId: s.id,
          name: s.companyName || s.name,
          markup: row ? subDto(row) : null,
          preview: fromPrice(act, { ...layersFor(perSub.get(s.id)!, act.id), client: null })?.agentPrice ?? 0,
        };
      }),
    };
  };
  return {
    attractions: page.rows.map((a) => ({
      _id: a.id,
      title: a.title,
      destination: a.destination,
      activities: activities.filter((act) => act.attractionId === a.id).map(activityDto),
    })),
    subAgents: subs.map((s) => ({ _id: s.id, name: s.companyName || s.name })),
    totalAttractions: page.total,
  };
}

async function requireActivity(deps: AppDeps, activityId: string): Promise<void> {
  if (!(await findActivity(deps.database.db, activityId))) throw notFound('Activity');
}

export async function setClientMarkup(
  deps: AppDeps,
  agentId: string,
  body: { activityId: string; markupType: 'flat' | 'percentage'; value: number },
  who: ActingAs,
): Promise<MarkupDto> {
  await requireActivity(deps, body.activityId);
  const row = await auditedMarkupChange(deps.database.db, who, { kind: 'markup.set', agentId }, (tx) =>
    upsertClientMarkup(
      tx,
      agentId,
      { product: 'attraction', itemId: body.activityId, type: body.markupType, value: body.value },
      deps.clock.now(),
    ),
  );
  return markupDto(row!);
}

export async function setSubAgentMarkup(
  deps: AppDeps,
  parentId: string,
  body: { subAgentId: string; activityId: string; markupType: 'flat' | 'percentage'; value: number },
  who: ActingAs,
): Promise<SubAgentMarkupDto> {
  if (!(await findSubAgent(deps.database.db, parentId, body.subAgentId))) throw notFound('Sub-agent');
  await requireActivity(deps, body.activityId);
  const row = await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.set', agentId: parentId },
    (tx) =>
      upsertSubAgentMarkup(
        tx,
        parentId,
        body.subAgentId,
        { product: 'attraction', itemId: body.activityId, type: body.markupType, value: body.value },
        deps.clock.now(),
      ),
  );
  return subDto(row!);
}

/** What the shared delete routes remove (spec section 7): attraction and hotel markups of open modules. */
const deletableProducts = (modules: readonly ModuleName[]) =>
  (['attraction', 'hotel'] as const).filter((product) => modules.includes(product));

export async function removeClientMarkup(
  deps: AppDeps,
  caller: { agentId: string; modules: readonly ModuleName[] },
  id: string,
  who: ActingAs,
): Promise<MarkupDeleteAnswer> {
  const row = await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.delete', agentId: caller.agentId },
    (tx) => deleteClientMarkup(tx, caller.agentId, id, deletableProducts(caller.modules)),
  );
  if (!row) throw notFound('Markup');
  return { _id: row.id, name: await removedMarkupName(deps, row) };
}

export async function removeSubAgentMarkup(
  deps: AppDeps,
  parent: { agentId: string; modules: readonly ModuleName[] },
  id: string,
  who: ActingAs,
): Promise<MarkupDeleteAnswer> {
  const row = await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.delete', agentId: parent.agentId },
    (tx) => deleteSubAgentMarkup(tx, parent.agentId, id, deletableProducts(parent.modules)),
  );
  if (!row) throw notFound('Markup');
  return { _id: row.id, name: await removedMarkupName(deps, row) };
}

/** The delete answer's `name`: the activity, or what a hotel markup applied to. */
async function removedMarkupName(
  deps: AppDeps,
  row: { product: string; itemId: string | null },
): Promise<string> {
  if (row.product === 'hotel') return hotelMarkupName(deps, row.itemId);
  return (row.itemId && (await activityName(deps.database.db, row.itemId))) ?? 'Attractions';
}
