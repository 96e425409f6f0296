import { eq } from 'drizzle-orm';
import { agents, type AgentStatus, type Tx } from '@portal/db';
import type { Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { t, tVerbatim } from '../../lib/i18n/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { countAgencySessions, updateAgent, type AgentRow } from '../auth/agents.repository.ts';

/** The status changes staff make (command line and back office), each from the statuses it allows. */
export const AGENT_STATUS_MOVES = {
  /** A pending agent is approved and mailed that it can sign in. */
  approve: { to: 'ok', from: ['pending'] },
  /** Every session of the agent and of its sub-agents ends; the sub-agents are refused until it is enabled. */
  disable: { to: 'disabled', from: ['ok', 'pending'] },
  enable: { to: 'ok', from: ['disabled', 'cancelled'] },
} as const satisfies Record<string, { to: AgentStatus; from: readonly AgentStatus[] }>;
export type AgentStatusMove = keyof typeof AGENT_STATUS_MOVES;

/** The move that sets `to` on an agent with status `from`; null when no move does. */
export function statusMoveFor(from: AgentStatus, to: AgentStatus): AgentStatusMove | null {
  const moves = Object.entries(AGENT_STATUS_MOVES) as [
    AgentStatusMove,
    { to: AgentStatus; from: readonly AgentStatus[] },
  ][];
  return moves.find(([, m]) => m.to === to && m.from.includes(from))?.[0] ?? null;
}

export type StatusChange =
  /** The agent already has the move's status. */
  | { kind: 'unchanged'; agent: AgentRow }
  /** The agent's status does not allow the move. */
  | { kind: 'refused'; agent: AgentRow }
  | { kind: 'changed'; agent: AgentRow; from: AgentStatus; to: AgentStatus; sessionsEnded: number };

/**
 * Moves an agent between statuses under a row lock (two members of staff at once: the second sees the
 * first one's status). Approving mails the agent. Any move away from ok ends every session of the agent
 * and of its sub-agents (the database does it, migration 0021); sessionsEnded counts them.
 */
export async function changeAgentStatus(
  deps: AppDeps,
  agentId: string,
  move: AgentStatusMove,
  /** Who moves it: audited with the change (issue 33). */
  who: ActingAs,
  reason?: string | null,
  /** Runs in the move's transaction once it is made (e.g. the staff note of the decision). */
  alongside?: (tx: Tx, agent: AgentRow) => Promise<void>,
): Promise<StatusChange> {
  const { to, from: allowedFrom } = AGENT_STATUS_MOVES[move];
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx): Promise<StatusChange> => {
    const [agent] = await tx.select().from(agents).where(eq(agents.id, agentId)).for('update');
    if (!agent) throw notFound('Agent');
    if (agent.status === to) return { kind: 'unchanged', agent };
    if (!(allowedFrom as readonly AgentStatus[]).includes(agent.status)) return { kind: 'refused', agent };
    const sessionsEnded = to === 'ok' ? 0 : await countAgencySessions(tx, agent.id, now);
    await updateAgent(tx, agent.id, { status: to }, now);
    await recordAudit(tx, who, {
      kind: `agent.${move}`,
      object: { type: 'agent', id: agent.id },
      agentId: agent.id,
      before: { status: agent.status },
      after: { status: to },
      reason: reason ?? null,
    });
    await alongside?.(tx, agent);
    if (to === 'ok' && agent.status === 'pending') {
      // In the owner's language (issue 35), found by the address.
      const params = { name: agent.name, code: agent.agentCode, company: agent.companyName };
      const content = (language: Language) => ({
        subject: t(language, 'mail.approved.subject'),
        text: [
          t(language, 'mail.greeting', params),
          '',
          t(language, 'mail.approved.text', params),
          tVerbatim(language, 'mail.approved.signIn', params, { url: `${deps.env.PUBLIC_URL}/login` }),
        ].join('\n'),
      });
      await enqueueMail(tx, { to: agent.email, ...content('en'), localized: content });
    }
    return { kind: 'changed', agent, from: agent.status, to, sessionsEnded };
  });
}
