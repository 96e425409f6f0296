import { sql } from 'drizzle-orm';
import { namedRows, queryRows, type DbOrTx } from '@portal/db';
import type { Posting, WalletPosition } from '@portal/domain';
import { noteWalletWrite } from './position-cache.ts';

export interface WalletRow extends WalletPosition {
  lowBalanceLevel: number;
}

const RETURNING = sql`returning balance, credit_limit as "creditLimit", credit_used as "creditUsed", held,
  low_balance_level as "lowBalanceLevel"`;

// node-postgres answers bigint columns as strings; PGlite as numbers. Amounts stay far below 2^53.
function toRow(raw: Record<string, unknown> | undefined): WalletRow | null {
  if (!raw) return null;
  return {
    balance: Number(raw.balance),
    creditLimit: Number(raw.creditLimit),
    creditUsed: Number(raw.creditUsed),
    held: Number(raw.held),
    lowBalanceLevel: Number(raw.lowBalanceLevel),
  };
}

async function one(db: DbOrTx, query: ReturnType<typeof sql>): Promise<WalletRow | null> {
  const rows = await queryRows<Record<string, unknown>>(db, query);
  return toRow(rows[0]);
}

/**
 * `one` for a statement that writes the agent's wallet row (position-cache.ts is told, before and
 * after), as a named prepared statement (namedRows): PostgreSQL parses and plans each money statement
 * once per connection. Each name stands for one SQL text.
 */
async function written(
  db: DbOrTx,
  agentId: string,
  query: ReturnType<typeof sql>,
  preparedAs: string,
): Promise<WalletRow | null> {
  noteWalletWrite(agentId);
  try {
    return toRow((await namedRows<Record<string, unknown>>(db, `wallet_${preparedAs}`, query))[0]);
  } finally {
    noteWalletWrite(agentId);
  }
}

const AVAILABLE = sql`balance + credit_limit - credit_used - held`;

/**
 * THE lock order of money (docs/decisions/0005-money-lock-order-and-crash-recovery.md): a
 * transaction first locks the rows of its business object (order, line, payment, credit line,
 * agent), then every wallet it will touch, all at once, in agent id order - then writes. Wallet rows
 * that do not exist yet are created empty first (in the same order), so a later top-up upsert cannot
 * take a lock this one missed. Transactions that touch one wallet and nothing contended need not
 * call it: their single UPDATE is their only lock.
 */
export async function lockWallets(db: DbOrTx, agentIds: readonly string[], now: Date): Promise<void> {
  const ids = [...new Set(agentIds)].sort();
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  noteWalletWrite(ids);
  await db.execute(
    sql`insert into wallets (agent_id, updated_at) select id, ${now} from unnest(array[${list}]) as ids(id)
      order by id on conflict (agent_id) do nothing`,
  );
  await db.execute(
    sql`select agent_id from wallets where agent_id in (${list}) order by agent_id for update`,
  );
}

export function readWallet(db: DbOrTx, agentId: string): Promise<WalletRow | null> {
  return one(
    db,
    sql`select balance, credit_limit as "creditLimit", credit_used as "creditUsed", held,
      low_balance_level as "lowBalanceLevel" from wallets where agent_id = ${agentId}`,
  );
}

/** The wallet row locked for this transaction (null when the agent has none yet). */
export function lockWallet(db: DbOrTx, agentId: string): Promise<WalletRow | null> {
  return one(
    db,
    sql`select balance, credit_limit as "creditLimit", credit_used as "creditUsed", held,
      low_balance_level as "lowBalanceLevel" from wallets where agent_id = ${agentId} for update`,
  );
}

/**
 * A payment as ONE conditional statement: takes the balance first, then credit, only if the
 * available funds cover it. Null when they do not (nothing changed).
 */
export function takePayment(
  db: DbOrTx,
  agentId: string,
  amount: number,
  now: Date,
): Promise<WalletRow | null> {
  return written(
    db,
    agentId,
    sql`update wallets set balance = balance - least(balance, ${amount}::bigint),
      credit_used = credit_used + (${amount}::bigint - least(balance, ${amount}::bigint)), updated_at = ${now}
    where agent_id = ${agentId} and ${AVAILABLE} >= ${amount}::bigint ${RETURNING}`,
    'take_payment',
  );
}

export interface JournaledPayment {
  agentId: string;
  amount: number;
  now: Date;
  entryId: string;
  kind: string;
  reference: string;
  product: string | null;
  description: string;
  createdBy: string;
  userId?: string | null;
  /** Where the money goes: non-zero safe integers summing to `amount` (checked by the caller). */
  to: readonly Posting[];
}

/**
 * takePayment and its journal entry (ledger.repository.ts insertEntry) as ONE statement: the
 * conditional UPDATE, the entry with the position after it, and the postings - the wallet's part
 * split as paymentSplitFromAfter does (balance first, then credit: balance and credit used are never
 * both positive) plus the counterparts. Nothing is written when the funds do not cover it (null).
 * The ledger's deferred triggers check at commit that the postings balance.
 */
export async function takePaymentJournaled(db: DbOrTx, p: JournaledPayment): Promise<WalletRow | null> {
  const amount = sql`${p.amount}::bigint`;
  const to = sql.join(
    p.to.map((line) => sql`(${line.account}::text, ${line.agentId ?? null}::uuid, ${line.amount}::bigint)`),
    sql`, `,
  );
  return written(
    db,
    p.agentId,
    sql`with w as (
      update wallets set balance = balance - least(balance, ${amount}),
        credit_used = credit_used + (${amount} - least(balance, ${amount})), updated_at = ${p.now}
      where agent_id = ${p.agentId} and ${AVAILABLE} >= ${amount}
      returning balance, credit_limit, credit_used, held, low_balance_level,
        least(greatest(balance - credit_used + ${amount}, 0), ${amount}) as from_balance),
    e as (
      insert into ledger_entries (id, kind, agent_id, net_amount, balance_after, credit_used_after, held_after,
        reference, product, description, created_by, user_id, created_at)
      select ${p.entryId}, ${p.kind}, ${p.agentId}, -${amount}, w.balance, w.credit_used, w.held, ${p.reference},
        ${p.product}, ${p.description}, ${p.createdBy}, ${p.userId ?? null}::uuid, ${p.now} from w
      returning id),
    p as (
      insert into ledger_postings (entry_id, account, agent_id, amount)
      select e.id, v.account, v.agent_id, v.amount from e cross join w cross join lateral (values
        ('agent_wallet'::text, ${p.agentId}::uuid, -w.from_balance),
        ('agent_credit'::text, ${p.agentId}::uuid, w.from_balance - ${amount}),
        ${to}) as v(account, agent_id, amount)
      where v.amount <> 0)
    select balance, credit_limit as "creditLimit", credit_used as "creditUsed", held,
      low_balance_level as "lowBalanceLevel" from w`,
    // Its text varies only with the number of counterpart lines: one prepared statement for each.
    `take_payment_journaled_${p.to.length}`,
  );
}

/** Money in as ONE statement (creates the wallet if needed): repays credit used first, then the balance. */
export function addTopUp(db: DbOrTx, agentId: string, amount: number, now: Date): Promise<WalletRow | null> {
  return written(
    db,
    agentId,
    sql`insert into wallets (agent_id, balance, updated_at) values (${agentId}, ${amount}::bigint, ${now})
    on conflict (agent_id) do update set
      credit_used = wallets.credit_used - least(wallets.credit_used, ${amount}::bigint),
      balance = wallets.balance + (${amount}::bigint - least(wallets.credit_used, ${amount}::bigint)),
      updated_at = ${now}
    ${RETURNING}`,
    'add_top_up',
  );
}

/**
 * Reserves funds as ONE conditional statement. `ownMoneyOnly` (withdrawals) also requires the
 * amount to be covered by the balance not already reserved, so credit never leaves as cash.
 */
export function reserve(
  db: DbOrTx,
  agentId: string,
  amount: number,
  now: Date,
  ownMoneyOnly: boolean,
): Promise<WalletRow | null> {
  const own = ownMoneyOnly ? sql`and balance - held >= ${amount}::bigint` : sql``;
  return written(
    db,
    agentId,
    sql`update wallets set held = held + ${amount}::bigint, updated_at = ${now}
    where agent_id = ${agentId} and ${AVAILABLE} >= ${amount}::bigint ${own} ${RETURNING}`,
    ownMoneyOnly ? 'reserve_own' : 'reserve',
  );
}

/**
 * Turns a reservation into a payment (the funds were reserved, so no funds check), or, with
 * `ownMoneyOnly`, only when the balance still covers it.
 */
export function settleReserved(
  db: DbOrTx,
  agentId: string,
  reserved: number,
  amount: number,
  now: Date,
  ownMoneyOnly: boolean,
): Promise<WalletRow | null> {
  const own = ownMoneyOnly ? sql`and balance >= ${amount}::bigint` : sql``;
  return written(
    db,
    agentId,
    sql`update wallets set held = held - ${reserved}::bigint,
      balance = balance - least(balance, ${amount}::bigint),
      credit_used = credit_used + (${amount}::bigint - least(balance, ${amount}::bigint)), updated_at = ${now}
    where agent_id = ${agentId} and held >= ${reserved}::bigint ${own} ${RETURNING}`,
    ownMoneyOnly ? 'settle_reserved_own' : 'settle_reserved',
  );
}

export function release(db: DbOrTx, agentId: string, reserved: number, now: Date): Promise<WalletRow | null> {
  return written(
    db,
    agentId,
    sql`update wallets set held = held - ${reserved}::bigint, updated_at = ${now}
    where agent_id = ${agentId} and held >= ${reserved}::bigint ${RETURNING}`,
    'release',
  );
}

export function writeCreditLimit(
  db: DbOrTx,
  agentId: string,
  limit: number,
  now: Date,
): Promise<WalletRow | null> {
  return written(
    db,
    agentId,
    sql`insert into wallets (agent_id, credit_limit, updated_at) values (${agentId}, ${limit}::bigint, ${now})
    on conflict (agent_id) do update set credit_limit = excluded.credit_limit, updated_at = ${now} ${RETURNING}`,
    'write_credit_limit',
  );
}

/** Records the low-balance level reached; true only for the statement that changed it. */
export async function moveLowBalanceLevel(
  db: DbOrTx,
  agentId: string,
  from: number,
  to: number,
): Promise<boolean> {
  // Not part of the position, but every wallet write is noted (the rule position-cache.test.ts checks).
  noteWalletWrite(agentId);
  const rows = await queryRows(
    db,
    sql`update wallets set low_balance_level = ${to} where agent_id = ${agentId} and low_balance_level = ${from}
      returning agent_id`,
  );
  return rows.length === 1;
}
