import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import type { AppDeps } from '../deps.ts';
import { lazyModule } from '../lib/lazy-module.ts';

/** Loaded on the first mail (lib/lazy-module.ts). */
const mailer = lazyModule<typeof nodemailer>('nodemailer');

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export type MailSender = (mail: ClaimedMail) => Promise<void>;

/**
 * The Message-ID of an outbox mail: the same on every attempt. A worker that dies after handing a
 * mail over and before marking it sent leaves it claimed; the next attempt (after the claim ends)
 * sends it again under the same Message-ID, which mail systems take as the same message.
 */
export function outboxMessageId(mailFrom: string, id: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'portal.invalid';
  return `<${id}@${domain}>`;
}

/**
 * SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail (`<time>-<mail id>.eml`), each
 * mail written once: a later attempt of a mail whose file exists writes nothing.
 */
export function createMailSender(deps: AppDeps, log: (msg: string) => void): MailSender {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = deps.env;
  const message = (mail: ClaimedMail) => ({
    from: MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId: outboxMessageId(MAIL_FROM, mail.id),
  });
  if (SMTP_URL) {
    const transport = mailer().createTransport(SMTP_URL);
    return async (mail) => {
      await transport.sendMail(message(mail));
    };
  }
  const transport = mailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(DATA_DIR, 'mail');
  return async (mail) => {
    await mkdir(dir, { recursive: true });
    // Only a mail claimed before can have been written already (its worker died before marking it sent).
    if (mail.attempts > 1 && (await readdir(dir)).some((name) => name.endsWith(`-${mail.id}.eml`))) return;
    const info = await transport.sendMail(message(mail));
    const file = join(dir, `${deps.clock.now().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
    // Whole or not at all: a worker killed while writing leaves no half mail under the mail's name.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    log(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
  };
}

/**
 * Sends a batch of pending mails. Rows are claimed with FOR UPDATE SKIP LOCKED and marked in the
 * same statement, so each mail is sent by exactly one node. A claim lasts 5 minutes: the mails of a
 * worker that died are sent again after it, once (see createMailSender).
 */
export async function runOutboxOnce(deps: AppDeps, send: MailSender, batch = 20): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const rows = await queryRows<ClaimedMail>(
    db,
    sql`
    update mail_outbox set attempts = attempts + 1, available_at = ${new Date(now.getTime() + 5 * 60_000)}
    where id in (
      select id from mail_outbox where status = 'pending' and available_at <= ${now}
      order by created_at limit ${batch} for update skip locked)
    returning id, "to", subject, text, html, attempts`,
  );
  for (const mail of rows) {
    try {
      await send(mail);
      await db.execute(
        sql`update mail_outbox set status = 'sent', sent_at = ${deps.clock.now()} where id = ${mail.id}`,
      );
    } catch (err) {
      const failed = mail.attempts >= 5;
      await db.execute(
        sql`update mail_outbox set status = ${failed ? 'failed' : 'pending'}, last_error = ${String(err).slice(0, 500)} where id = ${mail.id}`,
      );
    }
  }
  return rows.length;
}

/**
 * One run of the outbox job: batches until the outbox is empty or `budgetMs` of wall time is spent
 * (the job runs every 2 s, one run at a time across the nodes). A batch per run sent at most 10 mails a
 * second, fewer than a busy node books (bench/fleet-throughput.mjs saw the backlog grow by 20 a second).
 */
export async function drainOutbox(
  deps: AppDeps,
  send: MailSender,
  budgetMs = 1_500,
  batch = 20,
): Promise<number> {
  const until = performance.now() + budgetMs;
  let sent = 0;
  for (;;) {
    const taken = await runOutboxOnce(deps, send, batch);
    sent += taken;
    if (taken < batch || performance.now() >= until) return sent;
  }
}
