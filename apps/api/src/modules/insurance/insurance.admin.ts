import { and, asc, eq, isNull } from 'drizzle-orm';
import { companyMarkups, insurancePlans } from '@portal/db';
import { CliInputError } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { table } from '../../cli/table.ts';
import {
  markupAgentText as whoText,
  markupValueText,
  removeCompanyMarkup,
  setCompanyMarkup,
} from '../markups/company-markups.service.ts';
import { asCliInput } from '../markups/markups.admin.ts';

/**
 * Company markups on insurance plans by the admin command line (issue 16): for one agent or the
 * default of every agent, on one plan (its code) or every plan. Flat values are AED per insured person.
 * The checks and writes are the company markups' service (shared with the back office's /admin/markups).
 */
const PRODUCT = 'insurance';

/** A plan code, or null for "all" (every plan); the service checks the code. */
function planOrAll(code: string | undefined): string | null {
  if (!code) throw new CliInputError('Name a plan code or "all"');
  return code === 'all' ? null : code;
}

const shown = (type: 'flat' | 'percentage', value: number) => markupValueText(PRODUCT, type, value);

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
  async run(deps, args, who) {
    const [agentText, planText, type, valueText] = args.positional;
    if (args.positional.length !== 4) throw new CliInputError(`Usage: ${this.usage}`);
    const set = await asCliInput(
      setCompanyMarkup(
        deps,
        {
          agent: agentText,
          product: PRODUCT,
          itemId: planOrAll(planText),
          type,
          value: valueText ?? '',
        },
        who,
      ),
    );
    const { itemId, type: setType, value } = set.row;
    return `Insurance markup for ${whoText(set.agent)} on ${itemId ?? 'every plan'}: ${shown(setType, Number(value))}.`;
  },
};

const removeMarkup: AdminCommand = {
  name: 'insurance:markup-remove',
  usage: 'insurance:markup-remove <agent|default> <plan code|all>',
  summary: 'Remove a company markup on an insurance plan (the next most specific one applies again)',
  async run(deps, args, who) {
    const [agentText, planText] = args.positional;
    if (args.positional.length !== 2) throw new CliInputError(`Usage: ${this.usage}`);
    const { agent, itemId, removedId } = await asCliInput(
      removeCompanyMarkup(deps, { agent: agentText, product: PRODUCT, itemId: planOrAll(planText) }, who),
    );
    if (removedId === null)
      throw new CliInputError(`No insurance markup for ${whoText(agent)} on ${itemId ?? 'every plan'}`);
    return `Removed the insurance markup for ${whoText(agent)} on ${itemId ?? 'every plan'}.`;
  },
};

export const INSURANCE_COMMANDS: AdminCommand[] = [listPlans, setMarkup, removeMarkup];
