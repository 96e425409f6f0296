import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { agents, wallets } from '@portal/db';
import { recordAudit, staffNameOf, type ActingAs } from '../../audit/index.ts';
import type {
  AdminAgentDetailAnswer,
  AdminAgentDocument,
  AdminAgentFlagsAnswer,
  AdminAgentListAnswer,
  AdminAgentStatus,
  AdminAgentStatusAnswer,
  AdminAgentWallet,
  AdminCreditLimitAnswer,
  AdminAgentPayLater,
  AdminPayLaterLimitAnswer,
} from '@portal/contracts';
import { availableFunds, formatMoney, type WalletPosition } from '@portal/domain';
import type { AgentRole, AgentStatus } from '@portal/db';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { forgotPassword } from '../auth/auth.service.ts';
import { payLaterStanding, setPayLaterLimit, type PayLaterStanding } from '../bookings/core/index.ts';
import {
  configurationOf,
  findAgentById,
  loadAgentRecordParts,
  type AgentRow,
  type FlagName,
} from '../auth/agents.repository.ts';
import { staffLinkOf } from '../files/files.service.ts';
import { major } from '../wallet/money-format.ts';
import { statementOf } from '../wallet/statement.service.ts';
import { walletService } from '../wallet/wallet.service.ts';
import { setAgentFlags } from './agent-flags.service.ts';
import { agentLabel } from './agent-format.ts';
import { changeAgentStatus, statusMoveFor } from './agent-status.service.ts';
import { approvalNote } from './work/agent-decisions.service.ts';
import { insertNote } from './work/work.service.ts';

export interface AgentListFilter {
  search?: string | undefined;
  status?: AgentStatus | undefined;
  role?: AgentRole | undefined;
  skip: number;
  limit: number;
}

const parents = alias(agents, 'parent');

function listWhere(f: AgentListFilter): SQL | undefined {
  const text = f.search?.trim();
  const pattern = text ? likePattern(text) : null;
  return and(
    f.status ? eq(agents.status, f.status) : undefined,
    f.role ? eq(agents.role, f.role) : undefined,
    pattern
      ? or(
          ilike(sql`${agents.agentCode}::text`, pattern),
          ilike(agents.companyName, pattern),
          ilike(agents.name, pattern),
          ilike(agents.email, pattern),
        )
      : undefined,
  );
}

/** Agents (resellers and sub-agents) newest first, with their parent and wallet. */
export async function listAgents(deps: AppDeps, f: AgentListFilter): Promise<AdminAgentListAnswer> {
  const { db } = deps.database;
  const where = listWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        agent: agents,
        parent: {
          id: parents.id,
          agentCode: parents.agentCode,
          companyName: parents.companyName,
          status: parents.status,
        },
        balance: wallets.balance,
        creditLimit: wallets.creditLimit,
      })
      .from(agents)
      .leftJoin(parents, eq(parents.id, agents.parentId))
      .leftJoin(wallets, eq(wallets.agentId, agents.id))
      .where(where)
      .orderBy(desc(agents.createdAt), desc(agents.agentCode))
      .offset(f.skip)
      .limit(f.limit),
    db.select({ n: count() }).from(agents).where(where),
  ]);
  return {
    agents: rows.map(({ agent, parent, balance, creditLimit }) => ({
      _id: agent.id,
      agentCode: agent.agentCode,
      companyName: agent.companyName,
      name: agent.name,
      email: agent.email,
      role: agent.role,
      status: agent.status,
      parent: parent
        ? {
            _id: parent.id,
            agentCode: parent.agentCode,
            companyName: parent.companyName,
            status: parent.status,
          }
        : null,
      country: agent.countryIsocode,
      createdAt: agent.createdAt.toISOString(),
      balance: major(balance),
      creditLimit: major(creditLimit),
    })),
    total: Number(total?.n ?? 0),
  };
}

function walletOf(p: WalletPosition): AdminAgentWallet {
  return {
    balance: major(p.balance),
    creditLimit: major(p.creditLimit),
    creditUsed: major(p.creditUsed),
    pendingBalance: major(p.held),
    available: major(availableFunds(p)),
  };
}

function payLaterOf(p: PayLaterStanding): AdminAgentPayLater {
  return {
    limit: major(p.limit),
    ownLimit: p.ownLimit === null ? null : major(p.ownLimit),
    defaultLimit: major(p.defaultLimit),
    openValue: major(p.open.value),
    openCount: p.open.count,
  };
}

async function existingAgent(deps: AppDeps, id: string): Promise<AgentRow> {
  const agent = await findAgentById(deps.database.db, id);
  if (!agent) throw notFound('Agent');
  return agent;
}

const DOCUMENTS: readonly {
  kind: AdminAgentDocument['kind'];
  label: string;
  column: 'tradeLicenseId' | 'taxCertificateId' | 'companyLogoId';
}[] = [
  { kind: 'tradeLicense', label: 'Trade licence', column: 'tradeLicenseId' },
  { kind: 'taxCertificate', label: 'Tax certificate', column: 'taxCertificateId' },
  { kind: 'companyLogo', label: 'Company logo', column: 'companyLogoId' },
];

/** The agent in full for the back office: profile, flags, wallet, parent, documents, last transactions. */
export async function agentDetail(deps: AppDeps, id: string): Promise<AdminAgentDetailAnswer> {
  const { db } = deps.database;
  const parts = await loadAgentRecordParts(db, id);
  if (!parts) throw notFound('Agent');
  const { agent } = parts;
  const [parent, [subs], position, statement, payLater] = await Promise.all([
    agent.parentId ? findAgentById(db, agent.parentId) : Promise.resolve(null),
    db.select({ n: count() }).from(agents).where(eq(agents.parentId, agent.id)),
    walletService(deps).position(agent.id),
    statementOf(deps, agent.id, { skip: 0, limit: 10 }),
    payLaterStanding(deps, agent.id),
  ]);
  const documents: AdminAgentDocument[] = [];
  for (const d of DOCUMENTS) {
    const url = staffLinkOf(deps, agent[d.column]);
    if (url) documents.push({ kind: d.kind, label: d.label, url });
  }
  return {
    agent: {
      _id: agent.id,
      agentCode: agent.agentCode,
      companyName: agent.companyName,
      shortName: agent.shortName,
      name: agent.name,
      email: agent.email,
      role: agent.role,
      status: agent.status,
      parent: parent
        ? {
            _id: parent.id,
            agentCode: parent.agentCode,
            companyName: parent.companyName,
            status: parent.status,
          }
        : null,
      address: agent.address,
      city: agent.city,
      zipCode: agent.zipCode,
      country: { isocode: agent.countryIsocode, countryName: parts.countryName },
      website: agent.website,
      designation: agent.designation,
      phoneNumber: agent.phoneNumber,
      whatsappNumber: agent.whatsappNumber,
      telephoneNumber: agent.telephoneNumber,
      trnNumber: agent.trnNumber,
      companyRegistration: agent.companyRegistration,
      createdAt: agent.createdAt.toISOString(),
      updatedAt: agent.updatedAt.toISOString(),
    },
    configuration: configurationOf(parts.configuration),
    wallet: walletOf(position),
    payLater: payLaterOf(payLater),
    subAgentCount: Number(subs?.n ?? 0),
    documents,
    transactions: statement.transactions,
    totalTransactions: statement.totalCount,
  };
}

const STATUS_WORDS: Record<AdminAgentStatus, string> = {
  pending: 'pending approval',
  ok: 'active',
  disabled: 'disabled',
  cancelled: 'cancelled',
};

/** Approves, enables or disables an agent through the command line's status moves; 409 when not allowed. */
export async function setAgentStatus(
  deps: AppDeps,
  id: string,
  to: 'ok' | 'disabled',
  who: ActingAs,
  reason?: string,
): Promise<AdminAgentStatusAnswer> {
  const current = await existingAgent(deps, id);
  if (current.status === to) throw conflict(`${agentLabel(current)} is already ${STATUS_WORDS[to]}`);
  const move = statusMoveFor(current.status, to);
  if (!move) {
    throw conflict(`${agentLabel(current)} is ${STATUS_WORDS[current.status]} and cannot be set to ${to}`);
  }
  // Approving an agent without its documents takes a reason (back office), kept as a staff note with it.
  const adminId = who.actor.kind === 'staff' ? who.actor.adminId : null;
  const note = move === 'approve' && adminId ? approvalNote(current, reason) : null;
  const change = await changeAgentStatus(deps, id, move, who, reason, async (tx, agent) => {
    if (note && adminId) {
      await insertNote(tx, { kind: 'agent', key: agent.id, adminId, text: note, at: deps.clock.now() });
    }
  });
  // Another member of staff changed the status between the read and the lock.
  if (change.kind !== 'changed') {
    throw conflict(
      `${agentLabel(change.agent)} is now ${STATUS_WORDS[change.agent.status]}; reload the agent`,
    );
  }
  const done = { approve: 'approved and mailed', enable: 'enabled', disable: 'disabled' }[move];
  const ended = change.sessionsEnded ? `; ${change.sessionsEnded} session(s) ended` : '';
  return {
    message: `${agentLabel(change.agent)} ${done}${ended}`,
    status: change.to,
    previousStatus: change.from,
    sessionsEnded: change.sessionsEnded,
  };
}

/** The credit limit as `wallet:credit-limit` sets it (a memo entry in the journal). */
export async function setAgentCreditLimit(
  deps: AppDeps,
  id: string,
  limitMinor: number,
  who: ActingAs,
): Promise<AdminCreditLimitAnswer> {
  const agent = await existingAgent(deps, id);
  const position = await deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ creditLimit: wallets.creditLimit })
      .from(wallets)
      .where(eq(wallets.agentId, agent.id))
      .for('update');
    const name = await staffNameOf(tx, who);
    const after = await walletService(deps).setCreditLimit(agent.id, limitMinor, tx, {
      by: { kind: 'company', staffName: name ?? null },
      createdBy: who.actor.kind === 'staff' ? `admin:${who.actor.adminId}` : 'cli',
    });
    await recordAudit(tx, who, {
      kind: 'agent.credit-limit',
      object: { type: 'agent', id: agent.id },
      agentId: agent.id,
      before: { creditLimit: major(before?.creditLimit ?? 0) },
      after: { creditLimit: major(after.creditLimit) },
    });
    return after;
  });
  return {
    message: `Credit limit of ${agent.email} (${agent.agentCode}) set to ${formatMoney(limitMinor)}`,
    wallet: walletOf(position),
  };
}

/** The agent's pay-later limit as `agents:pay-later-limit` sets it (null: the company default). */
export async function setAgentPayLaterLimit(
  deps: AppDeps,
  id: string,
  limitMinor: number | null,
  who: ActingAs,
): Promise<AdminPayLaterLimitAnswer> {
  const agent = await existingAgent(deps, id);
  const standing = await setPayLaterLimit(deps, agent.id, limitMinor, who);
  return { message: payLaterLimitMessage(agentLabel(agent), standing), payLater: payLaterOf(standing) };
}

/** "Pay-later limit of X set to AED 5,000.00 (open: AED 1,200.00 in 2 bookings)". */
export function payLaterLimitMessage(who: string, s: PayLaterStanding): string {
  const limit =
    s.ownLimit === null ? `the company default of ${formatMoney(s.defaultLimit)}` : formatMoney(s.ownLimit);
  return `Pay-later limit of ${who} set to ${limit} (open: ${formatMoney(s.open.value)} in ${s.open.count} booking(s))`;
}

/** Module flags as `agents:flags` sets them (sub-agents clamped to the parent's flags). */
export async function updateAgentFlags(
  deps: AppDeps,
  id: string,
  changes: Partial<Record<FlagName, boolean>>,
  who: ActingAs,
): Promise<AdminAgentFlagsAnswer> {
  const agent = await existingAgent(deps, id);
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const { before, after, clamped } = await setAgentFlags(deps, agent.id, given, who);
  const configuration = configurationOf(after);
  if (!configuration) throw new Error('configuration not written');
  return {
    message: `Modules of ${agentLabel(agent)} ${before ? 'updated' : 'configured'}`,
    configuration,
    subAgentsChecked: clamped,
  };
}

/**
 * Mails the agent a password reset link (the agent's own forgot-password flow): staff never see a
 * password. A disabled or cancelled agent gets none (409), as its own request would not either.
 */
export async function sendAgentPasswordReset(deps: AppDeps, id: string): Promise<{ message: string }> {
  const agent = await existingAgent(deps, id);
  if (agent.status === 'disabled' || agent.status === 'cancelled') {
    throw conflict(`${agentLabel(agent)} is ${agent.status}: enable it before sending a reset link`);
  }
  await forgotPassword(deps, agent.email);
  return { message: `A password reset link was mailed to ${agent.email}` };
}
