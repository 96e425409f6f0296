import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@portal/db';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { findSignIn } from './agency-users.repository.ts';

/**
 * Migration 0025 on a database of the schema before it (every migration up to 0024) holding agents,
 * wallets, sessions and orders: every agent signs in as the owner of its agency with its e-mail and
 * password, its sessions become the owner's, and wallets and orders are unchanged.
 */
const OWN_MIGRATION = '0029_agency_users';
let client: PGlite;
let dir: string;

function migrationsBefore(tag: string): string {
  const out = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`migration ${tag} not in the journal`);
  const kept = journal.entries.slice(0, cut);
  cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
  for (const file of readdirSync(out))
    if (file.endsWith('.sql') && !kept.some((e) => `${e.tag}.sql` === file)) rmSync(join(out, file));
  writeFileSync(join(out, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return out;
}

beforeAll(async () => {
  dir = migrationsBefore(OWN_MIGRATION);
  client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: dir });
});
afterAll(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`migration ${OWN_MIGRATION}`, () => {
  it('makes every agent the owner of its agency; wallets and orders unchanged', async () => {
    const db = drizzle(client);
    const hash = await hashPassword('Old#Password2025');
    await client.exec(
      `insert into countries (isocode, name, flag) values ('AE', 'United Arab Emirates', 'x')`,
    );
    const agentIds: string[] = [];
    for (const [i, parent] of [
      [1, null],
      [2, null],
    ] as const) {
      const { rows } = await client.query<{ id: string }>(
        `insert into agents (company_name, address, country_isocode, city, name, designation, email, phone_number,
          whatsapp_number, password_hash, random_string, status, parent_id)
         values ($1, 'Street', 'AE', 'Dubai', $2, 'Owner', $3, '+971500000000', '+971500000001', $4, 'r', 'ok', $5)
         returning id`,
        [`Agency ${i}`, `Owner ${i}`, `owner${i}@example.test`, hash, parent],
      );
      agentIds.push(rows[0]!.id);
    }
    const sub = await client.query<{ id: string }>(
      `insert into agents (company_name, address, country_isocode, city, name, designation, email, phone_number,
        whatsapp_number, password_hash, random_string, status, parent_id, role)
       values ('Branch', 'Street', 'AE', 'Dubai', 'Sub Owner', 'Owner', 'sub@example.test', '+971500000000',
         '+971500000001', $1, 'r', 'ok', $2, 'sub-agent') returning id`,
      [hash, agentIds[0]],
    );
    agentIds.push(sub.rows[0]!.id);
    for (const id of agentIds) {
      await client.query(`insert into wallets (agent_id, balance, credit_limit) values ($1, 12345, 500)`, [
        id,
      ]);
      await client.query(
        `insert into sessions (subject_kind, subject_id, expires_at) values ('agent', $1, now() + interval '1 day')`,
        [id],
      );
    }
    await client.query(
      `insert into booking_orders (product, reference_number, agent_id, agent_reference_number, status,
        payment_method, lead_name, lead_email, total_net, total_agent_price, total_sell_price, total_vat, service_date)
       values ('hotel', 'HTL-MIG-1', $1, 'REF-1', 'completed', 'wallet', 'Lead', 'lead@example.test', 100, 120, 150, 6,
         '2026-12-01')`,
      [agentIds[0]],
    );
    const snapshot = async () =>
      (
        await client.query(
          `select w.agent_id, w.balance, w.credit_limit, w.credit_used, w.held,
             (select json_agg(o order by o.id) from booking_orders o where o.agent_id = w.agent_id) as orders
           from wallets w order by w.agent_id`,
        )
      ).rows;
    const before = await snapshot();

    // Upgrade with every migration (what production runs).
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const owners = await client.query<{
      agent_id: string;
      email: string;
      password_hash: string;
      role: string;
    }>(`select agent_id, email, password_hash, role, status from agency_users order by email`);
    expect(owners.rows).toHaveLength(3);
    for (const email of ['owner1@example.test', 'owner2@example.test', 'sub@example.test']) {
      const found = await findSignIn(db as never, email);
      expect(found?.user).toMatchObject({ role: 'owner', status: 'active', email });
      expect(found?.user.agentId).toBe(found?.agent.id);
      expect(await verifyPassword(found!.user.passwordHash!, 'Old#Password2025')).toBe(true);
    }
    const sessions = await client.query<{ n: number }>(
      `select count(*)::int as n from sessions s join agency_users u on u.id = s.user_id
       where u.agent_id = s.subject_id and u.role = 'owner'`,
    );
    expect(sessions.rows[0]?.n).toBe(3);
    const after = await snapshot();
    expect(after.map((r) => ({ ...(r as object), orders: undefined }))).toEqual(
      before.map((r) => ({ ...(r as object), orders: undefined })),
    );
    // Orders keep every value; they gain only booked_by (unknown: null).
    const orders = (after as { orders: Record<string, unknown>[] | null }[]).flatMap((r) => r.orders ?? []);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    const [old] = (before as { orders: Record<string, unknown>[] | null }[]).flatMap((r) => r.orders ?? []);
    expect({ ...order, booked_by: undefined }).toEqual({ ...old, booked_by: undefined });
    expect(order?.booked_by).toBeNull();

    // The owner's later password change (written on the agent, as the API does) reaches the owner user.
    await db.execute(sql`update agents set password_hash = 'changed' where email = 'owner2@example.test'`);
    const changed = await findSignIn(db as never, 'owner2@example.test');
    expect(changed?.user.passwordHash).toBe('changed');
  });
});
