import { eq, inArray } from 'drizzle-orm';
import { agentConfigurations, agents } from '@portal/db';
import type { AdminSubAgentModulesAnswer, AdminAgentFlag } from '@portal/contracts';
import type { Language } from '@portal/domain';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { badRequest, conflict, notFound } from '../../../lib/app-error.ts';
import { noteLocalChange } from '../../../lib/change-feed.ts';
import { t } from '../../../lib/i18n/index.ts';
import { enqueueMail } from '../../../lib/mail.ts';
import {
  configurationOf,
  findConfiguration,
  updateAgent,
  type AgentRow,
} from '../../auth/agents.repository.ts';
import { NO_MODULES } from '../../resellers/sub-agent-account.service.ts';
import { agentLabel } from '../agent-format.ts';
import { insertNote } from './work.service.ts';

/** The registration documents an agent uploads for approval; the names of those it lacks. */
export function missingDocuments(agent: Pick<AgentRow, 'tradeLicenseId' | 'taxCertificateId'>): string[] {
  return [
    ...(agent.tradeLicenseId ? [] : ['trade licence']),
    ...(agent.taxCertificateId ? [] : ['tax certificate']),
  ];
}

/**
 * The back office approves a pending agent without its documents only with a reason, which is kept
 * as a staff note on the agent (called before the approval; the note is written with it).
 */
export function approvalNote(agent: AgentRow, reason: string | undefined): string | null {
  const missing = missingDocuments(agent);
  if (missing.length === 0) return reason ? `Approved: ${reason}` : null;
  if (!reason) {
    const message = `${agentLabel(agent)} has no ${missing.join(' or ')}: give the reason for approving it without them`;
    throw badRequest(message, { reason: [message] });
  }
  return `Approved without ${missing.join(' and ')}: ${reason}`;
}

/**
 * Refuses a pending registration: the agent is cancelled (it cannot sign in; "Enable" can still let it
 * in later), mailed the reason, and the reason is kept as a staff note, in one transaction.
 */
export async function rejectRegistration(
  deps: AppDeps,
  who: ActingAs,
  agentId: string,
  reason: string,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const agent = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(agents).where(eq(agents.id, agentId)).for('update');
    if (!row) throw notFound('Agent');
    if (row.status !== 'pending') {
      throw conflict(`${agentLabel(row)} is not awaiting approval: only a pending registration is rejected`);
    }
    await updateAgent(tx, row.id, { status: 'cancelled' }, now);
    if (who.actor.kind === 'staff') {
      const text = `Registration rejected: ${reason}`;
      await insertNote(tx, { kind: 'agent', key: row.id, adminId: who.actor.adminId, text, at: now });
    }
    await recordAudit(tx, who, {
      kind: 'agent.reject',
      object: { type: 'agent', id: row.id },
      agentId: row.id,
      before: { status: row.status },
      after: { status: 'cancelled' },
      reason,
    });
    // In the owner's language (issue 35); the reason as staff wrote it.
    const params = { name: row.name, code: row.agentCode, company: row.companyName, reason };
    const content = (language: Language) => ({
      subject: t(language, 'mail.rejected.subject'),
      text: [
        t(language, 'mail.greeting', params),
        '',
        t(language, 'mail.rejected.text', params),
        t(language, 'mail.reason', params),
        '',
        t(language, 'mail.rejected.reply'),
      ].join('\n'),
    });
    await enqueueMail(tx, { to: row.email, ...content('en'), localized: content });
    return row;
  });
  return { message: `${agentLabel(agent)} rejected; the reason was mailed to ${agent.email}` };
}

/**
 * Switches modules back on for every sub-agent of a reseller, where the reseller has them (a
 * sub-agent never gets a module its parent lacks). A sub-agent without a configuration (entry denied)
 * keeps none.
 */
export async function switchSubAgentModulesOn(
  deps: AppDeps,
  who: ActingAs,
  resellerId: string,
  flags: AdminAgentFlag[],
): Promise<AdminSubAgentModulesAnswer> {
  const { db } = deps.database;
  const [reseller] = await db.select().from(agents).where(eq(agents.id, resellerId));
  if (!reseller) throw notFound('Agent');
  const own = configurationOf(await findConfiguration(db, resellerId)) ?? NO_MODULES;
  const lacking = flags.filter((f) => !own[f]);
  if (lacking.length > 0) {
    throw conflict(
      `${agentLabel(reseller)} has ${lacking.join(', ')} off: switch it on for the reseller first`,
    );
  }
  const on = Object.fromEntries(flags.map((f) => [f, true]));
  const now = deps.clock.now();
  const count = await db.transaction(async (tx) => {
    const subs = await tx.select({ id: agents.id }).from(agents).where(eq(agents.parentId, resellerId));
    if (subs.length === 0) return 0;
    const updated = await tx
      .update(agentConfigurations)
      .set({ ...on, updatedAt: now })
      .where(
        inArray(
          agentConfigurations.agentId,
          subs.map((s) => s.id),
        ),
      )
      .returning({ id: agentConfigurations.agentId });
    for (const u of updated) {
      await recordAudit(tx, who, {
        kind: 'agent.flags',
        object: { type: 'agent', id: u.id },
        agentId: u.id,
        after: on,
        reason: `Switched back on with its reseller ${agentLabel(reseller)}`,
      });
    }
    return updated.length;
  });
  noteLocalChange();
  return {
    message:
      count === 0
        ? `${agentLabel(reseller)} has no sub-agents`
        : `Switched on for ${count} sub-agent(s) of ${agentLabel(reseller)}`,
    subAgents: count,
  };
}
