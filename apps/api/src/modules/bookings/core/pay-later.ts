import { eq, sql } from 'drizzle-orm';
import type { PayLaterTerms } from '@portal/contracts';
import { agents, queryRows, type DbOrTx, type Tx } from '@portal/db';
import {
  availableFunds,
  decidePayLater,
  toMajor,
  toMinor,
  type Minor,
  type PayLaterDecision,
} from '@portal/domain';
import type { AppDeps } from '../../../deps.ts';
import type { Env } from '../../../env.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit, type ActingAs } from '../../../audit/index.ts';
import { walletService } from '../../wallet/wallet.service.ts';

/**
 * Pay later holds inventory without money, so every product's pay-later order passes one rule
 * (packages/domain decidePayLater): within the agent's cap on open (unpaid) pay-later value, and
 * held only PAY_LATER_UNFUNDED_HOLD_HOURS when the agent's funds do not cover it. The short hold is
 * the order's `pay_by`, so the pay-later auto-cancel job (jobs.ts) ends it like any other.
 */
export interface PayLaterConfig {
  /** The company's default cap, minor units (agents.pay_later_limit overrides it per agent). */
  defaultLimit: Minor;
  unfundedHoldHours: number;
}

export function payLaterConfig(env: Env): PayLaterConfig {
  return {
    defaultLimit: toMinor(env.PAY_LATER_LIMIT_AED),
    unfundedHoldHours: env.PAY_LATER_UNFUNDED_HOLD_HOURS,
  };
}

export interface OpenPayLater {
  /** Agent price of the agent's unpaid pay-later orders, minor units. */
  value: Minor;
  count: number;
}

/** The agent's open pay-later orders (status unpaid: only pay later leaves an order unpaid). */
export async function openPayLaterOf(db: DbOrTx, agentId: string): Promise<OpenPayLater> {
  const [row] = await queryRows<{ value: string | number | null; count: number }>(
    db,
    sql`select coalesce(sum(total_agent_price), 0)::bigint as value, count(*)::int as count
        from booking_orders where agent_id = ${agentId} and status = 'unpaid'`,
  );
  return { value: Number(row?.value ?? 0), count: row?.count ?? 0 };
}

/** Staff's own cap of the agent; null: the company default applies. */
async function ownLimitOf(db: DbOrTx, agentId: string): Promise<Minor | null> {
  const [row] = await db.select({ limit: agents.payLaterLimit }).from(agents).where(eq(agents.id, agentId));
  return row?.limit ?? null;
}

/** The rule for this agent and order now (read only: a checkout shows it before booking). */
export async function payLaterTerms(
  deps: AppDeps,
  db: DbOrTx,
  agentId: string,
  total: Minor,
  payLaterUntil: Date,
): Promise<PayLaterDecision> {
  const open = await openPayLaterOf(db, agentId);
  const position = await walletService(deps).position(agentId, db);
  const config = payLaterConfig(deps.env);
  return decidePayLater({
    total,
    available: availableFunds(position),
    openValue: open.value,
    limit: (await ownLimitOf(db, agentId)) ?? config.defaultLimit,
    payLaterUntil,
    now: deps.clock.now(),
    unfundedHoldHours: config.unfundedHoldHours,
  });
}

/** The rule's answer as a checkout shows it (PayLaterTerms of the contracts). */
export function payLaterTermsView(decision: PayLaterDecision): PayLaterTerms {
  return decision.allowed
    ? {
        allowed: true,
        payBy: decision.payBy.toISOString(),
        funded: decision.funded,
        message: decision.notice,
      }
    : { allowed: false, payBy: null, funded: false, message: decision.message };
}

/**
 * In the booking transaction: the agent's pay-later bookings are taken one at a time (an advisory
 * lock of the agent, held to the commit), so parallel requests cannot all fit under the cap; a
 * refusal is a 422 saying why and what to do.
 */
export async function admitPayLater(
  deps: AppDeps,
  tx: Tx,
  agentId: string,
  total: Minor,
  payLaterUntil: Date,
): Promise<Extract<PayLaterDecision, { allowed: true }>> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pay-later:${agentId}`}, 0))`);
  const decision = await payLaterTerms(deps, tx, agentId, total, payLaterUntil);
  if (!decision.allowed) throw new AppError('UNPROCESSABLE', decision.message);
  return decision;
}

export interface PayLaterExposureRow {
  agentId: string;
  agentCode: number;
  companyName: string;
  value: Minor;
  count: number;
  earliestPayBy: Date;
  limit: Minor;
}

/** Agents by open pay-later value, largest first (the staff dashboard), with the totals of all. */
export async function payLaterExposure(
  deps: AppDeps,
  top = 10,
): Promise<{ rows: PayLaterExposureRow[]; value: Minor; count: number; agents: number }> {
  const { db } = deps.database;
  const rows = await queryRows<{
    agent_id: string;
    agent_code: number;
    company_name: string;
    value: string | number;
    count: number;
    earliest: Date | string;
    pay_later_limit: string | number | null;
  }>(
    db,
    sql`select o.agent_id, a.agent_code, a.company_name, a.pay_later_limit,
               sum(o.total_agent_price)::bigint as value, count(*)::int as count, min(o.pay_by) as earliest
        from booking_orders o join agents a on a.id = o.agent_id
        where o.status = 'unpaid'
        group by o.agent_id, a.agent_code, a.company_name, a.pay_later_limit
        order by value desc, earliest asc, a.agent_code asc
        limit ${top}`,
  );
  const [all] = await queryRows<{ value: string | number; count: number; agents: number }>(
    db,
    sql`select coalesce(sum(total_agent_price), 0)::bigint as value, count(*)::int as count,
               count(distinct agent_id)::int as agents
        from booking_orders where status = 'unpaid'`,
  );
  const { defaultLimit } = payLaterConfig(deps.env);
  return {
    rows: rows.map((r) => ({
      agentId: r.agent_id,
      agentCode: r.agent_code,
      companyName: r.company_name,
      value: Number(r.value),
      count: r.count,
      earliestPayBy: new Date(r.earliest),
      limit: r.pay_later_limit === null ? defaultLimit : Number(r.pay_later_limit),
    })),
    value: Number(all?.value ?? 0),
    count: all?.count ?? 0,
    agents: all?.agents ?? 0,
  };
}

export interface PayLaterStanding {
  /** The cap that applies: the agent's own, else the company default. */
  limit: Minor;
  /** Staff's own limit of the agent; null: the company default applies. */
  ownLimit: Minor | null;
  defaultLimit: Minor;
  open: OpenPayLater;
}

/** The agent's pay-later limit and what is open against it (back office, command line). */
export async function payLaterStanding(deps: AppDeps, agentId: string): Promise<PayLaterStanding> {
  const { db } = deps.database;
  const { defaultLimit } = payLaterConfig(deps.env);
  const ownLimit = await ownLimitOf(db, agentId);
  return { limit: ownLimit ?? defaultLimit, ownLimit, defaultLimit, open: await openPayLaterOf(db, agentId) };
}

/**
 * Staff set the agent's own cap (null: back to the company default). Orders already open stay; a
 * lower cap refuses new pay-later bookings until enough are paid or cancelled.
 */
export async function setPayLaterLimit(
  deps: AppDeps,
  agentId: string,
  limit: Minor | null,
  /** Who sets it: audited with the change (issue 33). */
  who: ActingAs,
): Promise<PayLaterStanding> {
  await deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ payLaterLimit: agents.payLaterLimit })
      .from(agents)
      .where(eq(agents.id, agentId))
      .for('update');
    await tx
      .update(agents)
      .set({ payLaterLimit: limit, updatedAt: deps.clock.now() })
      .where(eq(agents.id, agentId));
    if (before) {
      await recordAudit(tx, who, {
        kind: 'agent.pay-later-limit',
        object: { type: 'agent', id: agentId },
        agentId,
        // In AED; null is the company default.
        before: {
          payLaterLimit: before.payLaterLimit === null ? null : toMajor(Number(before.payLaterLimit)),
        },
        after: { payLaterLimit: limit === null ? null : toMajor(limit) },
      });
    }
  });
  return payLaterStanding(deps, agentId);
}
