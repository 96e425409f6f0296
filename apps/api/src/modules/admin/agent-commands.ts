import { asc, eq } from 'drizzle-orm';
import { AGENT_STATUSES, agentConfigurations, agents, type AgentStatus } from '@portal/db';
import { CliInputError, stringFlag } from '../../cli/argv.ts';
import type { AdminCommand, ParsedArgs } from '../../cli/command.ts';
import { table } from '../../cli/table.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  FLAG_NAMES,
  findAgentByEmailOrCode,
  findConfiguration,
  revokeSessions,
  updateAgent,
  type AgentRow,
} from '../auth/agents.repository.ts';
import { createAgent } from './agent-create-command.ts';
import { agentLabel, flagSummary } from './agent-format.ts';
import { generatePassword, parseFlagAssignments } from './flag-args.ts';
import { clampSubAgentConfigurations } from '../resellers/sub-agent-account.service.ts';

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

/** Moves an agent between statuses; disabling also ends every session of the agent. */
async function changeStatus(
  deps: AppDeps,
  agent: AgentRow,
  to: AgentStatus,
  allowedFrom: readonly AgentStatus[],
  hint: string,
): Promise<string> {
  if (agent.status === to) return `${label(agent)}: status is already ${to}, nothing changed`;
  if (!allowedFrom.includes(agent.status)) {
    throw new CliInputError(`${label(agent)} has status ${agent.status}; ${hint}`);
  }
  const now = deps.clock.now();
  const revoked = await deps.database.db.transaction(async (tx) => {
    await updateAgent(tx, agent.id, { status: to }, now);
    if (to === 'ok' && agent.status === 'pending') {
      await enqueueMail(tx, {
        to: agent.email,
        subject: 'Your agent account has been approved',
        text: [
          `Dear ${agent.name},`,
          '',
          `Your account ${agent.agentCode} for ${agent.companyName} has been verified and approved.`,
          `You can now sign in at ${deps.env.PUBLIC_URL}/login`,
        ].join('\n'),
      });
    }
    return to === 'ok' ? 0 : revokeSessions(tx, 'agent', agent.id, now);
  });
  const lines = [`${label(agent)}: status ${agent.status} -> ${to}`];
  if (to !== 'ok') lines.push(`Sessions ended: ${revoked}`);
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

/** A command that moves one agent to `to` from one of `allowedFrom`. */
function statusCommand(
  name: string,
  summary: string,
  to: AgentStatus,
  allowedFrom: readonly AgentStatus[],
  hint: string,
): AdminCommand {
  return {
    name,
    usage: `${name} <email|agentCode>`,
    summary,
    async run(deps, args) {
      return changeStatus(deps, await agentArg(deps, args), to, allowedFrom, hint);
    },
  };
}

const approve = statusCommand(
  'agents:approve',
  'Approve a pending agent (status ok) and mail them that they can sign in',
  'ok',
  ['pending'],
  'use agents:enable for a disabled agent',
);

const disable = statusCommand(
  'agents:disable',
  'Disable an agent and end all of its sessions',
  'disabled',
  ['ok', 'pending'],
  'it cannot be disabled',
);

const enable = statusCommand(
  'agents:enable',
  'Enable a disabled or cancelled agent again (status ok)',
  'ok',
  ['disabled', 'cancelled'],
  'use agents:approve for a pending agent',
);

const flags: AdminCommand = {
  name: 'agents:flags',
  usage: 'agents:flags <email|agentCode> [showHotel=on showVisa=off ...] [--none]',
  summary: `Show or set module flags (${FLAG_NAMES.join(', ')}); --none deletes the configuration`,
  async run(deps, args) {
    const [key, ...assignments] = args.positional;
    if (!key) throw new CliInputError('Give the agent (e-mail address or agent code)');
    const agent = await agentArg(deps, { ...args, positional: [key] });
    const { db } = deps.database;
    const before = await findConfiguration(db, agent.id);
    if (args.flags.none === true) {
      if (assignments.length > 0) throw new CliInputError('--none cannot be combined with flag values');
      if (!before) return `${label(agent)}: has no configuration, nothing changed`;
      const clamped = await db.transaction(async (tx) => {
        await tx.delete(agentConfigurations).where(eq(agentConfigurations.agentId, agent.id));
        return clampSubAgentConfigurations(tx, agent.id, deps.clock.now());
      });
      return `${label(agent)}: configuration ${flagSummary(before)} -> ${flagSummary(null)}${clampNote(clamped)}`;
    }
    const changes = parseFlagAssignments(assignments);
    if (Object.keys(changes).length === 0) return `${label(agent)}: ${flagSummary(before)}`;
    const now = deps.clock.now();
    // A sub-agent never keeps a module its parent lost: clamp them in the same transaction.
    const { after, clamped } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agentConfigurations)
        .values({ agentId: agent.id, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: agentConfigurations.agentId, set: { ...changes, updatedAt: now } })
        .returning();
      if (!row) throw new Error('configuration not written');
      return { after: row, clamped: await clampSubAgentConfigurations(tx, agent.id, now) };
    });
    const lines = [`${label(agent)}:${before ? '' : ' configuration created (unlisted flags on)'}`];
    for (const f of FLAG_NAMES) {
      const was = before ? (before[f] ? 'on' : 'off') : 'missing';
      const now = after[f] ? 'on' : 'off';
      if (f in changes || !before) lines.push(`  ${f}: ${was} -> ${now}`);
    }
    return lines.join('\n') + clampNote(clamped);
  },
};

const resetPassword: AdminCommand = {
  name: 'agents:reset-password',
  usage: 'agents:reset-password <email|agentCode>',
  summary: 'Give an agent a new generated password (printed once) and end its sessions',
  async run(deps, args) {
    const agent = await agentArg(deps, args);
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const now = deps.clock.now();
    const revoked = await deps.database.db.transaction(async (tx) => {
      await updateAgent(tx, agent.id, { passwordHash }, now);
      return revokeSessions(tx, 'agent', agent.id, now);
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
  resetPassword,
];
