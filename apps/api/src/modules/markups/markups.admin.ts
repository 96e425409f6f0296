import { eq } from 'drizzle-orm';
import { attractionActivities, companyMarkups } from '@portal/db';
import { checkMajorAmount, MAX_MARKUP_PERCENT } from '@portal/domain';
import { CliInputError } from '../../cli/argv.ts';
import type { AdminCommand } from '../../cli/command.ts';
import { findAgentRef } from '../wallet/agent-lookup.ts';

const setCompany: AdminCommand = {
  name: 'markups:company-set',
  usage: 'markups:company-set <agent|default> attraction [activityId] flat|percentage <value>',
  summary:
    'Set the company markup for one agent (or the default) on attractions or one activity (flat in AED)',
  async run(deps, args) {
    const p = [...args.positional];
    if (p.length !== 4 && p.length !== 5) throw new CliInputError(`Usage: ${this.usage}`);
    const [who, product] = p;
    if (product !== 'attraction') throw new CliInputError('Only the attraction product is priced here');
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
    const agent = who === 'default' ? null : await findAgentRef(db, who!);
    let itemName = 'all attractions';
    if (itemId) {
      const [act] = await db
        .select({ name: attractionActivities.name })
        .from(attractionActivities)
        .where(eq(attractionActivities.id, itemId))
        .catch(() => []);
      if (!act) throw new CliInputError(`No activity ${itemId}`);
      itemName = act.name;
    }
    const at = deps.clock.now();
    await db
      .insert(companyMarkups)
      .values({
        agentId: agent?.id ?? null,
        product: 'attraction',
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
    const shown = type === 'flat' ? `AED ${raw.toFixed(2)} per unit` : `${raw}%`;
    return `Company markup for ${agent ? `${agent.companyName} (${agent.agentCode})` : 'every agent (default)'} on ${itemName}: ${shown}.`;
  },
};

export const MARKUP_COMMANDS: AdminCommand[] = [setCompany];
