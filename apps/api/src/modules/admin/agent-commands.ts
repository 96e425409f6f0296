import { asc, eq } from 'drizzle-orm';
import { AGENT_STATUSES, agentConfigurations, agents, type AgentStatus } from '@portal/db';
import { formatMoney } from '@portal/domain';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand, ParsedArgs } from '../../cli/command.ts';
import { table } from '../../cli/table.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  FLAG_NAMES,
  findAgentByEmailOrCode,
  findConfiguration,
  revokeSessions,
  updateAgent,
  type AgentRow,
} from '../auth/agents.repository.ts';
import { payLaterStanding, setPayLaterLimit } from '../bookings/core/index.ts';
import { amountArg } from '../wallet/wallet.admin.ts';
import { createAgent } from './agent-create-command.ts';
import { payLaterLimitMessage } from './agents.admin.service.ts';
import { removeAgentConfiguration, setAgentFlags } from './agent-flags.service.ts';
import { agentLabel, flagSummary } from './agent-format.ts';
import { AGENT_STATUS_MOVES, changeAgentStatus, type AgentStatusMove } from './agent-status.service.ts';
import { generatePassword, parseFlagAssignments } from './flag-args.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';

const label = agentLabel;

function onlyPositional(args: ParsedArgs, count: number, what: string): string[] {
  if (args.positional.length !== count) throw new CliInputError(`Give ${what}`);
  return args.positional;
}

async function agentArg(deps: AppDeps, args: ParsedArgs): Promise<AgentRow> {
  const [key] = onlyPositional(args, 1, 'exactly one agent (e-mail address or agent code)');
  const agent = await findAgentByEmailOrCode(deps.database.db, key ?? '');
  if (!agent) throw notFound(`Agent "${key ?? ''}"`);
  return agent;
}

/** Moves an agent between statuses (agent-status.service.ts); disabling also ends its sessions. */
async function changeStatus(
  deps: AppDeps,
  agent: AgentRow,
  move: AgentStatusMove,
  hint: string,
  who: ActingAs,
): Promise<string> {
  const change = await changeAgentStatus(deps, agent.id, move, who);
  const { to } = AGENT_STATUS_MOVES[move];
  if (change.kind === 'unchanged') return `${label(change.agent)}: status is already ${to}, nothing changed`;
  if (change.kind === 'refused') {
    throw new CliInputError(`${label(change.agent)} has status ${change.agent.status}; ${hint}`);
  }
  const lines = [`${label(change.agent)}: status ${change.from} -> ${to}`];
  if (to !== 'ok') lines.push(`Sessions ended: ${change.sessionsEnded}`);
  if (to !== 'ok' && change.agent.role === 'reseller')
    lines.push('Its sub-agents cannot sign in or call either until it is enabled again');
  return lines.join('\n');
}

const list: AdminCommand = {
  name: 'agents:list',
  usage: 'agents:list [--status pending|ok|disabled|cancelled]',
  summary: 'List agents with their status, role and module flags',
  async run(deps, args) {
    if (args.positional.length > 0) throw new CliInputError('agents:list takes no arguments');
    const status = stringFlag(args, 'status');
    if (status !== undefined && !(AGENT_STATUSES as readonly string[]).includes(status)) {
      throw new CliInputError(`Unknown status "${status}"; use one of ${AGENT_STATUSES.join(', ')}`);
    }
    const rows = await deps.database.db
      .select({ agent: agents, configuration: agentConfigurations })
      .from(agents)
      .leftJoin(agentConfigurations, eq(agentConfigurations.agentId, agents.id))
      .where(status ? eq(agents.status, status as AgentStatus) : undefined)
      .orderBy(asc(agents.agentCode));
    if (rows.length === 0) return status ? `No agents with status ${status}` : 'No agents';
    const header = ['code', 'status', 'role', 'email', 'company', 'modules on'];
    const lines = rows.map(({ agent, configuration }) => [
      String(agent.agentCode),
      agent.status,
      agent.role,
      agent.email,
      agent.companyName,
      configuration
        ? FLAG_NAMES.filter((f) => configuration[f])
            .map((f) => f.replace(/^show/, ''))
            .join(',') || 'none'
        : 'no configuration',
    ]);
    return `${table([header, ...lines])}\n${rows.length} agent(s)`;
  },
};

/** A command that makes one status move of one agent. */
function statusCommand(name: string, summary: string, move: AgentStatusMove, hint: string): AdminCommand {
  return {
    name,
    usage: `${name} <email|agentCode>`,
    summary,
    async run(deps, args, who) {
      return changeStatus(deps, await agentArg(deps, args), move, hint, who);
    },
  };
}

const approve = statusCommand(
  'agents:approve',
  'Approve a pending agent (status ok) and mail them that they can sign in',
  'approve',
  'use agents:enable for a disabled agent',
);

const disable = statusCommand(
  'agents:disable',
  'Disable an agent and end all of its sessions (a reseller: its sub-agents too, until it is enabled)',
  'disable',
  'it cannot be disabled',
);

const enable = statusCommand(
  'agents:enable',
  'Enable a disabled or cancelled agent again (status ok)',
  'enable',
  'use agents:approve for a pending agent',
);

const flags: AdminCommand = {
  name: 'agents:flags',
  usage: 'agents:flags <email|agentCode> [showHotel=on showVisa=off ...] [--none]',
  summary: `Show or set module flags (${FLAG_NAMES.join(', ')}); --none deletes the configuration`,
  async run(deps, args, who) {
    const [key, ...assignments] = args.positional;
    if (!key) throw new CliInputError('Give the agent (e-mail address or agent code)');
    const agent = await agentArg(deps, { ...args, positional: [key] });
    if (args.flags.none === true) {
      if (assignments.length > 0) throw new CliInputError('--none cannot be combined with flag values');
      const { before, clamped } = await removeAgentConfiguration(deps, agent.id, who);
      if (!before) return `${label(agent)}: has no configuration, nothing changed`;
      return `${label(agent)}: configuration ${flagSummary(before)} -> ${flagSummary(null)}${clampNote(clamped)}`;
    }
    const changes = parseFlagAssignments(assignments);
    if (Object.keys(changes).length === 0)
      return `${label(agent)}: ${flagSummary(await findConfiguration(deps.database.db, agent.id))}`;
    const { before, after, clamped } = await setAgentFlags(deps, agent.id, changes, who);
    const lines = [`${label(agent)}:${before ? '' : ' configuration created (unlisted flags off)'}`];
    for (const f of FLAG_NAMES) {
      const was = before ? (before[f] ? 'on' : 'off') : 'missing';
      const now = after[f] ? 'on' : 'off';
      if (f in changes || !before) lines.push(`  ${f}: ${was} -> ${now}`);
    }
    return lines.join('\n') + clampNote(clamped);
  },
};

const payLaterLimit: AdminCommand = {
  name: 'agents:pay-later-limit',
  usage: 'agents:pay-later-limit <email|agentCode> [<amount in AED>|default]',
  summary:
    "Show or set an agent's cap on open (unpaid) pay-later bookings (0: no pay later; default: the company's)",
  async run(deps, args, who) {
    const [key, value, ...rest] = args.positional;
    if (!key || rest.length > 0) throw new CliInputError('Give the agent and, to change it, the limit');
    const agent = await agentArg(deps, { ...args, positional: [key] });
    if (value === undefined) {
      const s = await payLaterStanding(deps, agent.id);
      const whose = s.ownLimit === null ? ' (company default)' : '';
      return `${label(agent)}: pay-later limit ${formatMoney(s.limit)}${whose}, open ${formatMoney(s.open.value)} in ${s.open.count} booking(s)`;
    }
    const limit =
      value === 'default' ? null : /^0+(\.0{1,2})?$/.test(value) ? 0 : amountArg(value, 'pay-later limit');
    return payLaterLimitMessage(label(agent), await setPayLaterLimit(deps, agent.id, limit, who));
  },
};

const resetPassword: AdminCommand = {
  name: 'agents:reset-password',
  usage: 'agents:reset-password <email|agentCode>',
  summary: 'Give an agent a new generated password (printed once) and end its sessions',
  async run(deps, args, who) {
    const agent = await agentArg(deps, args);
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const now = deps.clock.now();
    const revoked = await deps.database.db.transaction(async (tx) => {
      await updateAgent(tx, agent.id, { passwordHash }, now);
      const ended = await revokeSessions(tx, 'agent', agent.id, now);
      // The password itself is never on the trail: only that it was replaced.
      await recordAudit(tx, who, {
        kind: 'agent.password-reset',
        object: { type: 'agent', id: agent.id },
        agentId: agent.id,
        before: null,
        after: { password: 'replaced', sessionsEnded: ended },
      });
      return ended;
    });
    return [
      `${label(agent)}: password replaced, sessions ended: ${revoked}`,
      `New password (shown only once): ${password}`,
    ].join('\n');
  },
};

function clampNote(subAgents: number): string {
  return subAgents > 0 ? `\n  sub-agents checked against these flags: ${subAgents}` : '';
}

export const AGENT_COMMANDS: AdminCommand[] = [
  list,
  createAgent,
  approve,
  disable,
  enable,
  flags,
  payLaterLimit,
  resetPassword,
];
