import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { companyMarkups, insurancePlans } from '@portal/db';
import { checkMajorAmount, formatMoney, MAX_MARKUP_PERCENT } from '@portal/domain';
import { CliInputError } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { table } from '../../cli/table.ts';
import { findAgentRef, type AgentRef } from '../wallet/agent-lookup.ts';

/**
 * Company markups on insurance plans by the admin command line (issue 16): for one agent or the
 * default of every agent, on one plan (its code) or every plan. Flat values are AED per insured person.
 */
const PRODUCT = 'insurance';

async function who(
  deps: Parameters<AdminCommand['run']>[0],
  text: string | undefined,
): Promise<AgentRef | null> {
  if (!text) throw new CliInputError('Name an agent (id, e-mail or agent code) or "default"');
  return text === 'default' ? null : findAgentRef(deps.database.db, text);
}

async function planItem(
  deps: Parameters<AdminCommand['run']>[0],
  code: string | undefined,
): Promise<string | null> {
  if (!code) throw new CliInputError('Name a plan code or "all"');
  if (code === 'all') return null;
  const [plan] = await deps.database.db
    .select({ code: insurancePlans.code })
    .from(insurancePlans)
    .where(eq(insurancePlans.code, code.toUpperCase()));
  if (!plan) throw new CliInputError(`No insurance plan ${code} (see insurance:plans)`);
  return plan.code;
}

const whoText = (agent: AgentRef | null) =>
  agent ? `${agent.companyName} (${agent.agentCode})` : 'every agent (default)';
const shown = (type: 'flat' | 'percentage', value: number) =>
  type === 'percentage' ? `${value}%` : `${formatMoney(value)} per insured person`;
const scope = (agent: AgentRef | null, itemId: string | null): SQL | undefined =>
  and(
    eq(companyMarkups.product, PRODUCT),
    agent ? eq(companyMarkups.agentId, agent.id) : isNull(companyMarkups.agentId),
    itemId === null ? isNull(companyMarkups.itemId) : eq(companyMarkups.itemId, itemId),
  );

const listPlans: AdminCommand = {
  name: 'insurance:plans',
  usage: 'insurance:plans',
  summary: 'List the insurance plans (code, region, limits) with their company markups',
  async run(deps) {
    const db = deps.database.db;
    const plans = await db.select().from(insurancePlans).orderBy(asc(insurancePlans.sortOrder));
    const markups = await db
      .select()
      .from(companyMarkups)
      .where(and(eq(companyMarkups.product, PRODUCT), isNull(companyMarkups.agentId)));
    const rows = plans.map((p) => {
      const m = markups.find((r) => r.itemId === p.code) ?? markups.find((r) => r.itemId === null);
      return [
        p.code,
        p.name,
        p.region,
        `${p.maxTripDays} days`,
        `${p.maxAge} years`,
        p.active ? 'yes' : 'no',
        m ? shown(m.type, Number(m.value)) : '-',
      ];
    });
    return table([['Code', 'Plan', 'Region', 'Max trip', 'Max age', 'Sold', 'Default markup'], ...rows]);
  },
};

const setMarkup: AdminCommand = {
  name: 'insurance:markup-set',
  usage: 'insurance:markup-set <agent|default> <plan code|all> flat|percentage <value>',
  summary:
    'Set the company markup on an insurance plan (or every plan) for one agent or the default (flat in AED per person)',
  async run(deps, args) {
    const [agentText, planText, type, valueText] = args.positional;
    if (args.positional.length !== 4) throw new CliInputError(`Usage: ${this.usage}`);
    if (type !== 'flat' && type !== 'percentage') throw new CliInputError('The type is flat or percentage');
    const raw = Number(valueText);
    if (!Number.isFinite(raw) || raw < 0) throw new CliInputError('The markup is a number, zero or more');
    let value = raw;
    if (type === 'flat' && raw > 0) {
      const check = checkMajorAmount(valueText ?? '');
      if (!check.ok) throw new CliInputError(check.message);
      value = check.minor;
    }
    if (type === 'percentage' && raw > MAX_MARKUP_PERCENT)
      throw new CliInputError(`A percentage cannot exceed ${MAX_MARKUP_PERCENT}`);
    const agent = await who(deps, agentText);
    const itemId = await planItem(deps, planText);
    const at = deps.clock.now();
    await deps.database.db
      .insert(companyMarkups)
      .values({
        agentId: agent?.id ?? null,
        product: PRODUCT,
        itemId,
        type,
        value,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [companyMarkups.agentId, companyMarkups.product, companyMarkups.itemId],
        set: { type, value, updatedAt: at },
      });
    return `Insurance markup for ${whoText(agent)} on ${itemId ?? 'every plan'}: ${shown(type, value)}.`;
  },
};

const removeMarkup: AdminCommand = {
  name: 'insurance:markup-remove',
  usage: 'insurance:markup-remove <agent|default> <plan code|all>',
  summary: 'Remove a company markup on an insurance plan (the next most specific one applies again)',
  async run(deps, args) {
    const [agentText, planText] = args.positional;
    if (args.positional.length !== 2) throw new CliInputError(`Usage: ${this.usage}`);
    const agent = await who(deps, agentText);
    const itemId = await planItem(deps, planText);
    const gone = await deps.database.db
      .delete(companyMarkups)
      .where(scope(agent, itemId))
      .returning({ id: companyMarkups.id });
    if (gone.length === 0)
      throw new CliInputError(`No insurance markup for ${whoText(agent)} on ${itemId ?? 'every plan'}`);
    return `Removed the insurance markup for ${whoText(agent)} on ${itemId ?? 'every plan'}.`;
  },
};

export const INSURANCE_COMMANDS: AdminCommand[] = [listPlans, setMarkup, removeMarkup];
