import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { addDays, dubaiHour, formatDateTime, formatMoney, plainDateIn } from '@portal/domain';
import { DEADLINE_LABELS, DEADLINE_KINDS } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { deadlinesOf } from '../dashboard/dashboard.repository.ts';

const DIGEST_DAYS = 3;
const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);

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
      const lines = [
        `Deadlines of the next ${DIGEST_DAYS} days:`,
        ...(deadlines.length === 0
          ? ['  none']
          : deadlines.map((d) => {
              const kind = DEADLINE_KINDS.find((k) => k === d.kind);
              return `  ${formatDateTime(d.at)}  ${kind ? DEADLINE_LABELS[kind] : d.kind}  ${d.referenceNumber}  ${d.title}  ${formatMoney(Number(d.amount))}`;
            })),
        '',
        `Yesterday's bookings (${booked.length}):`,
        ...(booked.length === 0
          ? ['  none']
          : booked.map(
              (b) => `  ${b.referenceNumber}  ${b.title}  ${b.status}  ${formatMoney(Number(b.amount))}`,
            )),
        '',
        'Times are Dubai time. Change the digest hour on the Notifications page.',
      ];
      await enqueueMail(tx, {
        to: email,
        subject: `Your daily digest for ${today.split('-').reverse().join('/')}`,
        text: lines.join('\n'),
      });
      await tx.execute(
        sql`update notification_settings set digest_sent_on = ${today} where agent_id = ${agentId}`,
      );
    }
    return due.length;
  });
}
