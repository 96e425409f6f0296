import { and, eq, inArray } from 'drizzle-orm';
import type { ActingAs } from '../../audit/index.ts';
import { auditedMarkupChange } from '../markups/markup-audit.ts';
import type { VisaMarkupDto, VisaMarkupsAnswer } from '@portal/contracts';
import { clientMarkups, subAgentMarkups } from '@portal/db';
import { companyLayersOf, toMajor, visaUnitPrices } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findSubAgent,
  subAgentsOf,
  upsertClientMarkup,
  upsertSubAgentMarkup,
} from '../markups/markups.repository.ts';
import { allVisaTypes, findVisaType, lowestPrices } from './catalogue.repository.ts';
import { loadVisaMarkups, visaLayers, type VisaBuyer } from './markup-layers.ts';

type Row = typeof clientMarkups.$inferSelect | typeof subAgentMarkups.$inferSelect;

function dto(row: Row): VisaMarkupDto {
  const value = Number(row.value);
  return {
    _id: row.id,
    visaType: row.itemId ?? '',
    markupType: row.type,
    markup: row.type === 'flat' ? toMajor(value) : value,
    value,
  };
}

/**
 * The /markup/visa page: per visa type the caller's client markup (visaClientMarkup) with a preview
 * of the lowest adult price, and for a reseller each sub-agent's markup (visaAgentMarkup).
 */
export async function visaMarkups(deps: AppDeps, buyer: VisaBuyer): Promise<VisaMarkupsAnswer> {
  const db = deps.database.db;
  const [types, prices, own] = await Promise.all([
    allVisaTypes(db),
    lowestPrices(db),
    loadVisaMarkups(deps.database, buyer),
  ]);
  const isReseller = buyer.role === 'reseller';
  const subs = isReseller ? await subAgentsOf(db, buyer.agentId) : [];
  const [clientRows, subRows] = await Promise.all([
    db
      .select()
      .from(clientMarkups)
      .where(and(eq(clientMarkups.agentId, buyer.agentId), eq(clientMarkups.product, 'visa'))),
    subs.length
      ? db
          .select()
          .from(subAgentMarkups)
          .where(
            and(
              eq(subAgentMarkups.parentId, buyer.agentId),
              eq(subAgentMarkups.product, 'visa'),
              inArray(
                subAgentMarkups.subAgentId,
                subs.map((s) => s.id),
              ),
            ),
          )
      : Promise.resolve([]),
  ]);
  return {
    visaTypes: types.map((t) => {
      const price = prices.find((p) => p.visaTypeId === t.id);
      const layers = visaLayers(own, t.id);
      const unit = price ? visaUnitPrices(price, layers).adult : null;
      const client = clientRows.find((r) => r.itemId === t.id);
      return {
        _id: t.id,
        visaName: t.name,
        preview: { agentPrice: unit?.agentPrice ?? 0, sellPrice: unit?.sellPrice ?? 0 },
        visaClientMarkup: client ? dto(client) : null,
        visaAgentMarkup: subs.map((s) => {
          const row = subRows.find((r) => r.subAgentId === s.id && r.itemId === t.id);
          const subLayer = row ? { type: row.type, value: Number(row.value) } : null;
          const subPrice = price
            ? visaUnitPrices(price, { ...companyLayersOf(layers), subAgent: subLayer, client: null }).adult
                .agentPrice
            : 0;
          return {
            subAgentId: s.id,
            name: s.companyName || s.name,
            markup: row ? { ...dto(row), subAgentId: s.id } : null,
            preview: subPrice,
          };
        }),
      };
    }),
    subAgents: subs.map((s) => ({ _id: s.id, name: s.companyName || s.name })),
  };
}

async function requireType(deps: AppDeps, id: string) {
  const type = await findVisaType(deps.database.db, id);
  if (!type) throw notFound('Visa type');
  return type;
}

export async function setVisaClientMarkup(
  deps: AppDeps,
  agentId: string,
  body: { visaType: string; markupType: 'flat' | 'percentage'; value: number },
  who: ActingAs,
): Promise<VisaMarkupDto> {
  await requireType(deps, body.visaType);
  const layer = { product: 'visa', itemId: body.visaType, type: body.markupType, value: body.value } as const;
  const row = await auditedMarkupChange(deps.database.db, who, { kind: 'markup.set', agentId }, (tx) =>
    upsertClientMarkup(tx, agentId, layer, deps.clock.now()),
  );
  return dto(row!);
}

export async function setVisaSubAgentMarkup(
  deps: AppDeps,
  parentId: string,
  body: { subAgentId: string; visaType: string; markupType: 'flat' | 'percentage'; value: number },
  who: ActingAs,
) {
  if (!(await findSubAgent(deps.database.db, parentId, body.subAgentId))) throw notFound('Sub-agent');
  await requireType(deps, body.visaType);
  const layer = { product: 'visa', itemId: body.visaType, type: body.markupType, value: body.value } as const;
  const row = (await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.set', agentId: parentId },
    (tx) => upsertSubAgentMarkup(tx, parentId, body.subAgentId, layer, deps.clock.now()),
  ))!;
  return { ...dto(row), subAgentId: row.subAgentId };
}

async function nameOf(deps: AppDeps, itemId: string | null) {
  return (itemId && (await findVisaType(deps.database.db, itemId).catch(() => null))?.name) ?? 'Visas';
}

/** DELETE /b2b/client/visa/markup/delete/{id}: answers `_id`, `name` (spec section 7). */
export async function removeVisaClientMarkup(deps: AppDeps, agentId: string, id: string, who: ActingAs) {
  const row = await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.delete', agentId },
    async (tx) =>
      (
        await tx
          .delete(clientMarkups)
          .where(
            and(
              eq(clientMarkups.id, id),
              eq(clientMarkups.agentId, agentId),
              eq(clientMarkups.product, 'visa'),
            ),
          )
          .returning()
      )[0] ?? null,
  );
  if (!row) throw notFound('Markup');
  return { _id: row.id, name: await nameOf(deps, row.itemId) };
}

/** DELETE /b2b/subagent/visa/markup/delete/{id} (reseller): a markup it set for one of its sub-agents. */
export async function removeVisaSubAgentMarkup(deps: AppDeps, parentId: string, id: string, who: ActingAs) {
  const row = await auditedMarkupChange(
    deps.database.db,
    who,
    { kind: 'markup.delete', agentId: parentId },
    async (tx) =>
      (
        await tx
          .delete(subAgentMarkups)
          .where(
            and(
              eq(subAgentMarkups.id, id),
              eq(subAgentMarkups.parentId, parentId),
              eq(subAgentMarkups.product, 'visa'),
            ),
          )
          .returning()
      )[0] ?? null,
  );
  if (!row) throw notFound('Markup');
  return { _id: row.id, name: await nameOf(deps, row.itemId) };
}
