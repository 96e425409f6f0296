import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { attractionActivities, companyMarkups, visaTypes, type DbOrTx } from '@portal/db';
import {
  checkMajorAmount,
  formatMoney,
  MAX_MARKUP_PERCENT,
  parseHotelMarkupItem,
  QUOTATION_COMPONENT_LABELS,
  QUOTATION_COMPONENTS,
  type QuotationComponent,
} from '@portal/domain';
import { CliInputError } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import type { AppDeps } from '../../deps.ts';
import { findAgentRef, type AgentRef } from '../wallet/agent-lookup.ts';
import { findHotel, findRoomType } from './hotel-markups.repository.ts';
import { hotelMarkupName } from './hotel-markups.service.ts';
import { airlineName } from '../../suppliers/flights/index.ts';

/**
 * Company markups (the first pricing layer) by the admin command line, for one agent or the default
 * of every agent. Attractions: the whole product or one activity. Hotels: every hotel, a star
 * category, a hotel or a room type, optionally for one rate source only:
 *   star:5  hotel:<id>  room:<id>  source:bedbank  room:<id>|bedbank  star:4|contract
 * Quotations: the whole product or one component (hotel, attraction, transfer, visa), on top of the
 * product's own price. Flat values are AED per unit (per room per night for hotels; per person, per
 * person-night for a quotation's hotels).
 */
const PRODUCTS = ['attraction', 'hotel', 'visa', 'flight', 'quotation'] as const;
type Product = (typeof PRODUCTS)[number];
const HOTEL_ITEM =
  'star:<category>|hotel:<id>|room:<id>|source:<contract|bedbank>, optionally |contract or |bedbank';

function productOf(text: string | undefined): Product {
  if (!(PRODUCTS as readonly (string | undefined)[]).includes(text)) {
    throw new CliInputError(`The product is ${PRODUCTS.join(' or ')}`);
  }
  return text as Product;
}

async function agentOrDefault(db: DbOrTx, who: string | undefined): Promise<AgentRef | null> {
  if (!who) throw new CliInputError('Name an agent (id, e-mail or agent code) or "default"');
  return who === 'default' ? null : findAgentRef(db, who);
}

const whoText = (agent: AgentRef | null) =>
  agent ? `${agent.companyName} (${agent.agentCode})` : 'every agent (default)';

/** Checks an item of a product and names it; null item: the whole product. */
async function describeItem(deps: AppDeps, product: Product, itemId: string | null): Promise<string> {
  const db = deps.database.db;
  if (product === 'quotation') {
    if (itemId === null) return 'all quotation components';
    if (!(QUOTATION_COMPONENTS as readonly string[]).includes(itemId))
      throw new CliInputError(`A quotation markup item is ${QUOTATION_COMPONENTS.join(', ')}`);
    return `Quotation ${QUOTATION_COMPONENT_LABELS[itemId as QuotationComponent].toLowerCase()}`;
  }
  if (product === 'flight') {
    if (itemId === null) return 'all airlines';
    if (!/^[A-Z0-9]{2}$/.test(itemId))
      throw new CliInputError('A flight markup item is an airline code, e.g. EK');
    return `${airlineName(itemId)} (${itemId})`;
  }
  if (product === 'visa') {
    if (itemId === null) return 'all visas';
    const [type] = await db
      .select({ name: visaTypes.name })
      .from(visaTypes)
      .where(eq(visaTypes.id, itemId))
      .catch(() => []);
    if (!type) throw new CliInputError(`No visa type ${itemId}`);
    return type.name;
  }
  if (product === 'attraction') {
    if (itemId === null) return 'all attractions';
    const [act] = await db
      .select({ name: attractionActivities.name })
      .from(attractionActivities)
      .where(eq(attractionActivities.id, itemId))
      .catch(() => []);
    if (!act) throw new CliInputError(`No activity ${itemId}`);
    return act.name;
  }
  const item = parseHotelMarkupItem(itemId);
  if (!item) throw new CliInputError(`A hotel markup item is ${HOTEL_ITEM}`);
  if (item.scope === 'hotel' && !(await findHotel(db, item.id!).catch(() => null))) {
    throw new CliInputError(`No hotel ${item.id}`);
  }
  if (item.scope === 'room' && !(await findRoomType(db, item.id!).catch(() => null))) {
    throw new CliInputError(`No room type ${item.id}`);
  }
  return hotelMarkupName(deps, itemId);
}

function scopeOf(agent: AgentRef | null, product: Product, itemId: string | null): SQL | undefined {
  return and(
    agent ? eq(companyMarkups.agentId, agent.id) : isNull(companyMarkups.agentId),
    eq(companyMarkups.product, product),
    itemId === null ? isNull(companyMarkups.itemId) : eq(companyMarkups.itemId, itemId),
  );
}

function shown(product: Product, type: 'flat' | 'percentage', value: number): string {
  if (type === 'percentage') return `${value}%`;
  return `${formatMoney(value)} ${product === 'hotel' ? 'per room night' : product === 'visa' || product === 'flight' ? 'per traveller' : 'per unit'}`;
}

const setCompany: AdminCommand = {
  name: 'markups:company-set',
  usage:
    'markups:company-set <agent|default> attraction|hotel|visa|flight|quotation [item] flat|percentage <value>',
  summary: `Set a company markup for one agent (or the default): attractions or one activity; hotels or ${HOTEL_ITEM}; visas or one visa type; flights or one airline code; quotations or one component (hotel, attraction, transfer, visa; flat in AED per person)`,
  async run(deps, args) {
    const p = [...args.positional];
    if (p.length !== 4 && p.length !== 5) throw new CliInputError(`Usage: ${this.usage}`);
    const product = productOf(p[1]);
    const itemId = p.length === 5 ? p[2]! : null;
    const type = p[p.length - 2];
    const valueText = p[p.length - 1]!;
    if (type !== 'flat' && type !== 'percentage') throw new CliInputError('The type is flat or percentage');
    const raw = Number(valueText);
    if (!Number.isFinite(raw) || raw < 0) throw new CliInputError('The markup is a number, zero or more');
    let value = raw;
    if (type === 'flat' && raw > 0) {
      const check = checkMajorAmount(valueText);
      if (!check.ok) throw new CliInputError(check.message);
      value = check.minor;
    }
    if (type === 'percentage' && raw > MAX_MARKUP_PERCENT)
      throw new CliInputError(`A percentage cannot exceed ${MAX_MARKUP_PERCENT}`);
    const db = deps.database.db;
    const agent = await agentOrDefault(db, p[0]);
    const itemName = await describeItem(deps, product, itemId);
    const at = deps.clock.now();
    await db
      .insert(companyMarkups)
      .values({ agentId: agent?.id ?? null, product, itemId, type, value, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [companyMarkups.agentId, companyMarkups.product, companyMarkups.itemId],
        set: { type, value, updatedAt: at },
      });
    return `Company markup for ${whoText(agent)} on ${itemName}: ${shown(product, type, value)}.`;
  },
};

const removeCompany: AdminCommand = {
  name: 'markups:company-remove',
  usage: 'markups:company-remove <agent|default> attraction|hotel|visa|flight|quotation [item]',
  summary: 'Remove one company markup (the next most specific one applies again)',
  async run(deps, args) {
    const p = [...args.positional];
    if (p.length !== 2 && p.length !== 3) throw new CliInputError(`Usage: ${this.usage}`);
    const product = productOf(p[1]);
    const itemId = p[2] ?? null;
    const agent = await agentOrDefault(deps.database.db, p[0]);
    const removed = await deps.database.db
      .delete(companyMarkups)
      .where(scopeOf(agent, product, itemId))
      .returning({ id: companyMarkups.id });
    if (removed.length === 0)
      throw new CliInputError(
        `No company ${product} markup for ${whoText(agent)} on ${itemId ?? 'the whole product'}`,
      );
    const name =
      product === 'hotel'
        ? await hotelMarkupName(deps, itemId)
        : product === 'flight'
          ? (itemId ?? 'all airlines')
          : (itemId ?? 'all attractions');
    return `Removed the company markup for ${whoText(agent)} on ${name}.`;
  },
};

const listCompany: AdminCommand = {
  name: 'markups:company-list',
  usage: 'markups:company-list <agent|default> [attraction|hotel|visa|flight|quotation]',
  summary: 'List the company markups of one agent (or the defaults), most general first',
  async run(deps, args) {
    const p = [...args.positional];
    if (p.length !== 1 && p.length !== 2) throw new CliInputError(`Usage: ${this.usage}`);
    const product = p[1] === undefined ? null : productOf(p[1]);
    const agent = await agentOrDefault(deps.database.db, p[0]);
    const rows = await deps.database.db
      .select()
      .from(companyMarkups)
      .where(
        and(
          agent ? eq(companyMarkups.agentId, agent.id) : isNull(companyMarkups.agentId),
          product ? eq(companyMarkups.product, product) : undefined,
        ),
      )
      .orderBy(asc(companyMarkups.product), asc(companyMarkups.itemId));
    if (rows.length === 0) return `No company markups for ${whoText(agent)}.`;
    const lines = rows.map(
      (r) =>
        `  ${r.product.padEnd(10)} ${(r.itemId ?? '(all)').padEnd(52)} ${shown((PRODUCTS as readonly string[]).includes(r.product) ? (r.product as Product) : 'attraction', r.type, Number(r.value))}`,
    );
    return [`Company markups for ${whoText(agent)}:`, ...lines].join('\n');
  },
};

export const MARKUP_COMMANDS: AdminCommand[] = [setCompany, removeCompany, listCompany];
