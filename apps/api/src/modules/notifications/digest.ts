import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import {
  addDays,
  dubaiHour,
  formatDate,
  formatDateTime,
  formatMoney,
  plainDateIn,
  type Language,
} from '@portal/domain';
import { DEADLINE_LABELS, DEADLINE_KINDS } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { isolate } from '../../lib/documents/bidi.ts';
import { catalogues, t, type MessageKey } from '../../lib/i18n/index.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { deadlinesOf } from '../dashboard/dashboard.repository.ts';

const DIGEST_DAYS = 3;
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

/** A booking's status in the digest: as stored in English, translated in another language. */
function statusIn(language: Language, status: string): string {
  const key = `status.${status}`;
  return language !== 'en' && key in catalogues[language] ? t(language, key as MessageKey) : status;
}

/** A row of the digest, its cells two spaces apart; in Arabic each cell keeps its own direction. */
function row(language: Language, cells: string[]): string {
  return `  ${cells.map((c) => (language === 'en' ? c : isolate(c))).join('  ')}`;
}

/**
 * The daily digest (issue 36): once per company-zone day, from the hour the agency chose, a mail with
 * the deadlines of the next three days and yesterday's bookings. The settings row is claimed with
 * SKIP LOCKED and marked sent in the transaction that queues the mail, so several nodes send it once.
 */
export async function runDigestOnce(deps: AppDeps, batch = 20): Promise<number> {
  const now = deps.clock.now();
  const today = plainDateIn(now);
  const hour = dubaiHour(now);
  return deps.database.db.transaction(async (tx) => {
    const due = await queryRows<{ agentId: string; email: string }>(
      tx,
      sql`select s.agent_id as "agentId", a.email from notification_settings s join agents a on a.id = s.agent_id
        where s.digest_hour is not null and s.digest_hour <= ${hour}
          and (s.digest_sent_on is null or s.digest_sent_on < ${today})
        limit ${batch} for update of s skip locked`,
    );
    for (const { agentId, email } of due) {
      const deadlines = await deadlinesOf(
        tx,
        agentId,
        now,
        new Date(now.getTime() + DIGEST_DAYS * 86_400_000),
        today,
        addDays(today, DIGEST_DAYS),
        100,
      );
      const yesterday = addDays(today, -1);
      const booked = await queryRows<{
        referenceNumber: string;
        title: string;
        status: string;
        amount: number | string;
      }>(
        tx,
        sql`select reference_number as "referenceNumber", title, status, total_agent_price as amount
          from booking_orders where agent_id = ${agentId}
            and created_at >= ${dubaiMidnight(yesterday)} and created_at < ${dubaiMidnight(today)}
            and status in ('processing', 'unpaid', 'completed', 'cancelled')
          order by created_at limit 200`,
      );
      // In the agency owner's language (issue 35); times, amounts and references as everywhere.
      const content = (language: Language) => {
        const none = `  ${t(language, 'mail.digest.none')}`;
        const lines = [
          t(language, 'mail.digest.deadlines', { days: DIGEST_DAYS }),
          ...(deadlines.length === 0
            ? [none]
            : deadlines.map((d) => {
                const kind = DEADLINE_KINDS.find((k) => k === d.kind);
                const label = !kind
                  ? d.kind
                  : language === 'en'
                    ? DEADLINE_LABELS[kind]
                    : t(language, `deadline.${kind}`);
                return row(language, [
                  formatDateTime(d.at),
                  label,
                  d.referenceNumber,
                  d.title,
                  formatMoney(Number(d.amount)),
                ]);
              })),
          '',
          t(language, 'mail.digest.booked', { count: booked.length }),
          ...(booked.length === 0
            ? [none]
            : booked.map((b) =>
                row(language, [
                  b.referenceNumber,
                  b.title,
                  statusIn(language, b.status),
                  formatMoney(Number(b.amount)),
                ]),
              )),
          '',
          t(language, 'mail.digest.footer'),
        ];
        return {
          subject: t(language, 'mail.digest.subject', { date: formatDate(today) }),
          text: lines.join('\n'),
        };
      };
      await enqueueMail(tx, { to: email, ...content('en'), localized: content });
      await tx.execute(
        sql`update notification_settings set digest_sent_on = ${today} where agent_id = ${agentId}`,
      );
    }
    return due.length;
  });
}
