import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createMailSender, drainOutbox, outboxMessageId, runOutboxOnce } from './outbox.ts';

describe('mail outbox', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends a mail once when its worker died after sending it and before marking it sent', async () => {
    const [mail] = await queryRows<{ id: string }>(
      t.deps.database.db,
      sql`insert into mail_outbox ("to", subject, text) values ('agent@outbox.test', 'Booked', 'Your booking') returning id`,
    );
    const send = createMailSender(t.deps, () => undefined);
    const files = async () => (await readdir(join(dataDir, 'mail'))).filter((f) => f.includes(mail!.id));
    // The first worker claims and sends it, then is killed before `status = 'sent'`.
    const claimed = await queryRows<{
      id: string;
      to: string;
      subject: string;
      text: string;
      html: string | null;
      attempts: number;
    }>(
      t.deps.database.db,
      sql`update mail_outbox set attempts = attempts + 1 where id = ${mail!.id} returning id, "to", subject, text, html, attempts`,
    );
    await send(claimed[0]!);
    expect(await files()).toHaveLength(1);
    // Its claim ends; the next worker's run takes the mail again.
    await t.deps.database.db.execute(
      sql`update mail_outbox set available_at = now() - interval '1 second' where id = ${mail!.id}`,
    );
    expect(await runOutboxOnce(t.deps, send)).toBeGreaterThanOrEqual(1);

    const [row] = await queryRows<{ status: string; attempts: number }>(
      t.deps.database.db,
      sql`select status, attempts from mail_outbox where id = ${mail!.id}`,
    );
    expect(row).toEqual({ status: 'sent', attempts: 2 });
    const written = await files();
    expect(written).toHaveLength(1);
    // The same Message-ID on every attempt (what an SMTP receiver takes as one message).
    const eml = await readFile(join(dataDir, 'mail', written[0]!), 'utf8');
    expect(eml).toContain(`Message-ID: ${outboxMessageId(t.deps.env.MAIL_FROM, mail!.id)}`);
  });

  it('one run sends a backlog larger than a batch, each mail once', async () => {
    // Available a second ago: the database's now() has microseconds, the claim's instant milliseconds.
    await t.deps.database.db.execute(
      sql`insert into mail_outbox ("to", subject, text, available_at)
          select 'agent' || g || '@outbox.test', 'Booked ' || g, 'Your booking', now() - interval '1 second'
          from generate_series(1, 45) g`,
    );
    const sent: string[] = [];
    const count = await drainOutbox(t.deps, async (mail) => void sent.push(mail.id), 60_000, 20);
    expect(count).toBe(45);
    expect(new Set(sent).size).toBe(45);
    const [left] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`select count(*)::int as n from mail_outbox where status = 'pending'`,
    );
    expect(left!.n).toBe(0);
    // Out of time after the first batch: the rest waits for the next run.
    await t.deps.database.db.execute(
      sql`insert into mail_outbox ("to", subject, text, available_at)
          select 'later' || g || '@outbox.test', 'Later', 'Text', now() - interval '1 second'
          from generate_series(1, 30) g`,
    );
    expect(await drainOutbox(t.deps, async () => undefined, 0, 20)).toBe(20);
  });
});
