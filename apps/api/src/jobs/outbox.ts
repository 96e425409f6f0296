import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import type { AppDeps } from '../deps.ts';

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export type MailSender = (mail: ClaimedMail) => Promise<void>;

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail. */
export function createMailSender(deps: AppDeps, log: (msg: string) => void): MailSender {
  const { SMTP_URL, MAIL_FROM, DATA_DIR } = deps.env;
  if (SMTP_URL) {
    const transport = nodemailer.createTransport(SMTP_URL);
    return async (mail) => {
      await transport.sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(DATA_DIR, 'mail');
  return async (mail) => {
    const info = await transport.sendMail({
      from: MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${deps.clock.now().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
    await writeFile(file, info.message as Buffer);
    log(`mail to ${mail.to} "${mail.subject}" written to ${file}`);
  };
}

/**
 * Sends a batch of pending mails. Rows are claimed with FOR UPDATE SKIP LOCKED and marked in the
 * same statement, so each mail is sent by exactly one node.
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
