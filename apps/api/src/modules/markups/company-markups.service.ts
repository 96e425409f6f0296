import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminMarkupDto, CompanyMarkupProduct } from '@portal/contracts';
import {
  agents,
  attractionActivities,
  companyMarkups,
  insurancePlans,
  visaTypes,
  type DbOrTx,
} from '@portal/db';
import {
  checkMajorAmount,
  formatMoney,
  MAX_MARKUP_PERCENT,
  parseHotelMarkupItem,
  QUOTATION_COMPONENT_LABELS,
  QUOTATION_COMPONENTS,
  type QuotationComponent,
} from '@portal/domain';
import { recordAudit, systemActor, type ActingAs } from '../../audit/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { airlineName } from '../../suppliers/flights/index.ts';
import { findAgentRef, type AgentRef } from '../wallet/agent-lookup.ts';
import { findHotel, findRoomType } from './hotel-markups.repository.ts';
import { hotelMarkupName } from './hotel-markups.service.ts';

/**
 * Company markups (the first pricing layer): one agent's or the default of every agent, on a whole
 * product or one item of it. The admin command line (markups:company-*, insurance:markup-*) and the
 * back office's /admin/markups routes both go through these functions. Flat values are AED minor units
 * per unit (per room night for hotels, per traveller for visas and flights, per insured person for
 * insurance, per person or person-night for a quotation's components).
 */

export type MarkupType = 'flat' | 'percentage';
export type CompanyMarkupRow = typeof companyMarkups.$inferSelect;

/** A bad input named by its field of PUT /admin/markups (the back office's form shows it there). */
const invalid = (field: 'agent' | 'itemId' | 'type' | 'value', message: string) =>
  badRequest(message, { [field]: [message] });

const HOTEL_ITEM =
  'star:<category>|hotel:<id>|room:<id>|source:<contract|bedbank>, optionally |contract or |bedbank';

/** An agent by id, e-mail or agent code, or null for "default" (every agent). Unknown agent: 404. */
export async function markupAgent(db: DbOrTx, who: string | undefined): Promise<AgentRef | null> {
  if (!who?.trim()) throw invalid('agent', 'Name an agent (id, e-mail or agent code) or "default"');
  return who.trim() === 'default' ? null : findAgentRef(db, who);
}

export const markupAgentText = (agent: AgentRef | null) =>
  agent ? `${agent.companyName} (${agent.agentCode})` : 'every agent (default)';

/** Checks a markup's type and value (text as typed, or a number); flat values become minor units. */
export function checkMarkupValue(
  type: string | undefined,
  valueInput: string | number,
): { type: MarkupType; value: number } {
  if (type !== 'flat' && type !== 'percentage') throw invalid('type', 'The type is flat or percentage');
  const raw = Number(valueInput);
  if (!Number.isFinite(raw) || raw < 0) throw invalid('value', 'The markup is a number, zero or more');
  let value = raw;
  if (type === 'flat' && raw > 0) {
    const check = checkMajorAmount(valueInput);
    if (!check.ok) throw invalid('value', check.message);
    value = check.minor;
  }
  if (type === 'percentage' && raw > MAX_MARKUP_PERCENT)
    throw invalid('value', `A percentage cannot exceed ${MAX_MARKUP_PERCENT}`);
  return { type, value };
}

/** What one unit of a flat markup is on a product. */
export function markupUnit(product: string): string {
  if (product === 'hotel') return 'per room night';
  if (product === 'insurance') return 'per insured person';
  if (product === 'visa' || product === 'flight') return 'per traveller';
  return 'per unit';
}

/** "10%" or "AED 5.00 per room night". */
export function markupValueText(product: string, type: MarkupType, value: number): string {
  return type === 'percentage' ? `${value}%` : `${formatMoney(value)} ${markupUnit(product)}`;
}

/** The item as stored: insurance plan codes are upper case; other items as given. */
const normalItem = (product: CompanyMarkupProduct, itemId: string | null) =>
  itemId !== null && product === 'insurance' ? itemId.toUpperCase() : itemId;

/** The name of a product's item, or null when there is no such item (null item: the whole product). */
async function itemNameOrNull(
  deps: AppDeps,
  product: CompanyMarkupProduct,
  itemId: string | null,
): Promise<string | null> {
  const db = deps.database.db;
  if (product === 'quotation') {
    if (itemId === null) return 'all quotation components';
    if (!(QUOTATION_COMPONENTS as readonly string[]).includes(itemId)) return null;
    return `Quotation ${QUOTATION_COMPONENT_LABELS[itemId as QuotationComponent].toLowerCase()}`;
  }
  if (product === 'flight') {
    if (itemId === null) return 'all airlines';
    if (!/^[A-Z0-9]{2}$/.test(itemId)) return null;
    return `${airlineName(itemId)} (${itemId})`;
  }
  if (product === 'insurance') {
    if (itemId === null) return 'every plan';
    const [plan] = await db
      .select({ code: insurancePlans.code })
      .from(insurancePlans)
      .where(eq(insurancePlans.code, itemId));
    return plan?.code ?? null;
  }
  if (product === 'visa') {
    if (itemId === null) return 'all visas';
    const [type] = await db
      .select({ name: visaTypes.name })
      .from(visaTypes)
      .where(eq(visaTypes.id, itemId))
      .catch(() => []);
    return type?.name ?? null;
  }
  if (product === 'attraction') {
    if (itemId === null) return 'all attractions';
    const [act] = await db
      .select({ name: attractionActivities.name })
      .from(attractionActivities)
      .where(eq(attractionActivities.id, itemId))
      .catch(() => []);
    return act?.name ?? null;
  }
  const item = parseHotelMarkupItem(itemId);
  if (!item) return null;
  if (item.scope === 'hotel' && !(await findHotel(db, item.id!).catch(() => null))) return null;
  if (item.scope === 'room' && !(await findRoomType(db, item.id!).catch(() => null))) return null;
  return hotelMarkupName(deps, itemId);
}

/** Checks an item of a product and names it (400 with what the item should be). */
export async function describeMarkupItem(
  deps: AppDeps,
  product: CompanyMarkupProduct,
  itemIdInput: string | null,
): Promise<{ itemId: string | null; itemName: string }> {
  const itemId = normalItem(product, itemIdInput);
  const itemName = await itemNameOrNull(deps, product, itemId);
  if (itemName !== null) return { itemId, itemName };
  if (product === 'quotation')
    throw invalid('itemId', `A quotation markup item is ${QUOTATION_COMPONENTS.join(', ')}`);
  if (product === 'flight') throw invalid('itemId', 'A flight markup item is an airline code, e.g. EK');
  if (product === 'insurance')
    throw invalid('itemId', `No insurance plan ${itemIdInput} (see insurance:plans)`);
  if (product === 'visa') throw invalid('itemId', `No visa type ${itemId}`);
  if (product === 'attraction') throw invalid('itemId', `No activity ${itemId}`);
  const item = parseHotelMarkupItem(itemId);
  if (!item) throw invalid('itemId', `A hotel markup item is ${HOTEL_ITEM}`);
  throw invalid('itemId', item.scope === 'hotel' ? `No hotel ${item.id}` : `No room type ${item.id}`);
}

const scopeOf = (agent: AgentRef | null, product: CompanyMarkupProduct, itemId: string | null) =>
  and(
    agent ? eq(companyMarkups.agentId, agent.id) : isNull(companyMarkups.agentId),
    eq(companyMarkups.product, product),
    itemId === null ? isNull(companyMarkups.itemId) : eq(companyMarkups.itemId, itemId),
  );

export interface CompanyMarkupInput {
  /** "default", or an agent's id, e-mail or code. */
  agent: string | undefined;
  product: CompanyMarkupProduct;
  /** Null: the whole product. */
  itemId: string | null;
  type: string | undefined;
  /** A percentage, or AED (major units, up to two decimals) for a flat markup. */
  value: string | number;
  /** ADR 0014: `markup` (default) adds to the product's margin; `discount` lowers it, once confirmed. */
  direction?: 'markup' | 'discount' | undefined;
  /** The second confirmation a discount needs (the back office asks; the command line's --discount). */
  confirmDiscount?: boolean | undefined;
}

/** 422 unless a discount is confirmed and for one agent (ADR 0014: a markup never lowers a price). */
function checkDirection(input: CompanyMarkupInput, agent: AgentRef | null): 'markup' | 'discount' {
  const direction = input.direction ?? 'markup';
  if (direction === 'markup') return direction;
  if (!agent) {
    throw badRequest('A discount is set for one agent, never on the default', {
      direction: ['A discount is set for one agent, never on the default'],
    });
  }
  if (input.confirmDiscount !== true) {
    throw new AppError(
      'UNPROCESSABLE',
      "A discount lowers this agent's price below the product's own margin: confirm the discount to save it",
      { fieldErrors: { confirmDiscount: ['Confirm the discount'] } },
    );
  }
  return direction;
}

export interface CompanyMarkupSet {
  row: CompanyMarkupRow;
  agent: AgentRef | null;
  itemName: string;
}

/** What the audit trail keeps of a company markup row (before and after a change). */
const auditView = (row: CompanyMarkupRow) => ({
  product: row.product,
  itemId: row.itemId,
  type: row.type,
  value: Number(row.value),
  direction: row.direction,
});

const auditEntry = (row: CompanyMarkupRow, kind: string) => ({
  kind,
  object: { type: 'company-markup', id: row.id },
  agentId: row.agentId,
});

/** The command line's actor: changes made there are audited as the system's. */
export const MARKUP_CLI = systemActor('admin command line');

/**
 * Creates or replaces the company markup of one scope (agent or default, product, item), audited
 * (before and after) in the same transaction.
 */
export async function setCompanyMarkup(
  deps: AppDeps,
  input: CompanyMarkupInput,
  who: ActingAs = MARKUP_CLI,
): Promise<CompanyMarkupSet> {
  const { type, value } = checkMarkupValue(input.type, input.value);
  const db = deps.database.db;
  const agent = await markupAgent(db, input.agent);
  const direction = checkDirection(input, agent);
  const { itemId, itemName } = await describeMarkupItem(deps, input.product, input.itemId);
  const at = deps.clock.now();
  const adminId = who.actor.kind === 'staff' ? who.actor.adminId : null;
  // The 'markups' counter moves with the write (migration 0046): this node's searches read the rows
  // again at once (markup-rows.cache.ts).
  noteLocalChange();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(companyMarkups)
      .where(scopeOf(agent, input.product, itemId))
      .for('update');
    const [saved] = await tx
      .insert(companyMarkups)
      .values({
        agentId: agent?.id ?? null,
        product: input.product,
        itemId,
        type,
        value,
        direction,
        createdAt: at,
        updatedAt: at,
        updatedBy: adminId,
      })
      .onConflictDoUpdate({
        target: [companyMarkups.agentId, companyMarkups.product, companyMarkups.itemId],
        set: { type, value, direction, updatedAt: at, updatedBy: adminId },
      })
      .returning();
    await recordAudit(tx, who, {
      ...auditEntry(saved!, 'markup.set'),
      before: before ? auditView(before) : null,
      after: auditView(saved!),
    });
    return saved!;
  });
  return { row, agent, itemName };
}

/** The sentence the command line prints and the back office shows after a markup is set. */
export const companyMarkupSetText = (set: CompanyMarkupSet) =>
  set.row.direction === 'discount'
    ? `Company discount for ${markupAgentText(set.agent)} on ${set.itemName}: ${markupValueText(set.row.product, set.row.type, Number(set.row.value))} off the product's margin.`
    : `Company markup for ${markupAgentText(set.agent)} on ${set.itemName}: ${markupValueText(set.row.product, set.row.type, Number(set.row.value))}${set.agent ? " on top of the product's margin" : ''}.`;

/**
 * Removes the company markup of one scope; `removedId` null when there was none (the next most
 * specific markup applies again either way). Insurance plan codes are checked first.
 */
export async function removeCompanyMarkup(
  deps: AppDeps,
  input: { agent: string | undefined; product: CompanyMarkupProduct; itemId: string | null },
  who: ActingAs = MARKUP_CLI,
): Promise<{ agent: AgentRef | null; itemId: string | null; removedId: string | null }> {
  const db = deps.database.db;
  const agent = await markupAgent(db, input.agent);
  const itemId =
    input.product === 'insurance'
      ? (await describeMarkupItem(deps, input.product, input.itemId)).itemId
      : input.itemId;
  noteLocalChange();
  const removed = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(companyMarkups)
      .where(scopeOf(agent, input.product, itemId))
      .returning();
    if (gone)
      await recordAudit(tx, who, {
        ...auditEntry(gone, 'markup.remove'),
        before: auditView(gone),
        after: null,
      });
    return gone;
  });
  return { agent, itemId, removedId: removed?.id ?? null };
}

const listed = {
  row: companyMarkups,
  agentCode: agents.agentCode,
  companyName: agents.companyName,
  email: agents.email,
};

async function toDto(
  deps: AppDeps,
  r: { row: CompanyMarkupRow; agentCode: number | null; companyName: string | null; email: string | null },
): Promise<AdminMarkupDto> {
  const product = r.row.product as CompanyMarkupProduct;
  const name = await itemNameOrNull(deps, product, r.row.itemId);
  return {
    _id: r.row.id,
    agent:
      r.row.agentId === null
        ? null
        : {
            _id: r.row.agentId,
            agentCode: r.agentCode ?? 0,
            companyName: r.companyName ?? '',
            email: r.email ?? '',
          },
    product,
    itemId: r.row.itemId,
    itemName: name ?? `${r.row.itemId ?? ''} (no longer available)`,
    type: r.row.type,
    value: Number(r.row.value),
    unit: markupUnit(product),
    direction: r.row.direction,
    updatedAt: r.row.updatedAt.toISOString(),
  };
}

/**
 * Company markups, the defaults first, then by agent code, product and item.
 * `agent` undefined: every agent's and the defaults; null: the defaults only.
 */
export async function findCompanyMarkups(
  db: DbOrTx,
  filter: { agent?: AgentRef | null; product?: string | null; skip?: number; limit?: number },
) {
  const where: SQL | undefined = and(
    filter.agent === undefined
      ? undefined
      : filter.agent
        ? eq(companyMarkups.agentId, filter.agent.id)
        : isNull(companyMarkups.agentId),
    filter.product ? eq(companyMarkups.product, filter.product as CompanyMarkupProduct) : undefined,
  );
  const query = db
    .select(listed)
    .from(companyMarkups)
    .leftJoin(agents, eq(agents.id, companyMarkups.agentId))
    .where(where)
    .orderBy(
      sql`${companyMarkups.agentId} is not null`,
      asc(agents.agentCode),
      asc(companyMarkups.product),
      asc(companyMarkups.itemId),
    );
  const rows = await (filter.limit === undefined
    ? query
    : query.limit(filter.limit).offset(filter.skip ?? 0));
  const [total] = await db.select({ n: count() }).from(companyMarkups).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** GET /admin/markups: a page of company markups with their agents and item names. */
export async function listCompanyMarkups(
  deps: AppDeps,
  query: {
    agent?: string | undefined;
    product?: CompanyMarkupProduct | undefined;
    skip: number;
    limit: number;
  },
): Promise<{ markups: AdminMarkupDto[]; total: number }> {
  const db = deps.database.db;
  const agent = query.agent === undefined ? undefined : await markupAgent(db, query.agent);
  const { rows, total } = await findCompanyMarkups(db, { ...query, agent });
  const markups = [];
  for (const r of rows) markups.push(await toDto(deps, r));
  return { markups, total };
}

/** The dto of a markup just set (with its agent and item name). */
export async function companyMarkupDto(deps: AppDeps, set: CompanyMarkupSet): Promise<AdminMarkupDto> {
  return toDto(deps, {
    row: set.row,
    agentCode: set.agent?.agentCode ?? null,
    companyName: set.agent?.companyName ?? null,
    email: set.agent?.email ?? null,
  });
}

/** Removes one company markup by its id (the back office); 404 when there is none. */
export async function removeCompanyMarkupById(
  deps: AppDeps,
  id: string,
  who: ActingAs = MARKUP_CLI,
): Promise<{ markup: AdminMarkupDto; message: string }> {
  const db = deps.database.db;
  const [found] = await db
    .select(listed)
    .from(companyMarkups)
    .leftJoin(agents, eq(agents.id, companyMarkups.agentId))
    .where(eq(companyMarkups.id, id));
  if (!found) throw notFound('Markup');
  const dto = await toDto(deps, found);
  noteLocalChange();
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.delete(companyMarkups).where(eq(companyMarkups.id, id)).returning();
    if (row)
      await recordAudit(tx, who, {
        ...auditEntry(row, 'markup.remove'),
        before: auditView(row),
        after: null,
      });
    return row;
  });
  if (!gone) throw notFound('Markup');
  const whose = dto.agent ? `${dto.agent.companyName} (${dto.agent.agentCode})` : markupAgentText(null);
  return { markup: dto, message: `Removed the company markup for ${whose} on ${dto.itemName}.` };
}
