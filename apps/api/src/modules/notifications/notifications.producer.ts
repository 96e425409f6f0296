import { sql } from 'drizzle-orm';
import { queryRows } from '@portal/db';
import { formatDateTime, payLaterReminder, type Language } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { notify, type NotificationDraft, type SettingsCache } from './notify.ts';

/**
 * The one producer of notifications (issue 36): it reads the booking core's timeline (booking_events,
 * written by every product through the core) and the pay-later deadlines, and writes each
 * notification and its mail in one transaction. A notification's `source` is unique per agency, so
 * re-reading is harmless; the cursor row's lock (SKIP LOCKED) keeps two nodes from reading at once.
 */

const FEED = 'booking_events';
/** Events are numbered when written but may commit out of order: re-read the last few. */
const LOOKBACK_IDS = 200;
const LOOKBACK_MS = 2 * 60_000;
const BATCH = 500;

interface EventRow {
  id: number | string;
  lineId: string | null;
  status: string;
  note: string | null;
  orderId: string;
  agentId: string;
  product: string;
  referenceNumber: string;
  title: string;
}

type Draft = Omit<NotificationDraft, 'mail'>;

/** A draft's words from the server catalogue: `<key>.subject` and `<key>.text`. */
const wordsOf =
  (key: string, params: Record<string, string>) =>
  (language: Language): { title: string; body: string } => ({
    title: t(language, `${key}.subject` as MessageKey, params),
    body: t(language, `${key}.text` as MessageKey, params),
  });

/** What a timeline event tells the agency, if anything. */
export function draftOfEvent(e: EventRow): Draft | null {
  const base = { agentId: e.agentId, product: e.product, orderId: e.orderId, source: `event:${e.id}` };
  const what = e.title ? ` (${e.title})` : '';
  const params = { reference: e.referenceNumber, booking: `${e.referenceNumber}${what}` };
  if (!e.lineId && e.status === 'completed')
    return {
      ...base,
      kind: 'booking_confirmed',
      title: `Booking ${e.referenceNumber} confirmed`,
      body: `Your booking ${e.referenceNumber}${what} is confirmed.`,
      localized: wordsOf('mail.notify.confirmed', params),
    };
  if (!e.lineId && e.status === 'cancelled' && e.note?.startsWith('Cancelled automatically: unpaid'))
    return {
      ...base,
      kind: 'cancelled_unpaid',
      title: `Booking ${e.referenceNumber} cancelled: not paid`,
      body: `Your booking ${e.referenceNumber}${what} was not paid by its last date for payment and has been cancelled. Nothing was charged.`,
      localized: wordsOf('mail.notify.cancelledUnpaid', params),
    };
  if (e.lineId && e.status === 'booking confirmed' && e.note?.startsWith('Confirmation '))
    return {
      ...base,
      kind: 'supplier_confirmation',
      title: `Confirmation number for ${e.referenceNumber}`,
      body: `${e.note.replace(/^Confirmation /, 'Confirmation number ')} received for your booking ${e.referenceNumber}${what}.`,
      localized: wordsOf('mail.notify.supplierConfirmation', {
        ...params,
        number: e.note.replace(/^Confirmation /, ''),
      }),
    };
  return null;
}

/** One pass over new booking events and the pay-later deadlines; answers how many notifications it wrote. */
export async function runNotificationsOnce(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into notification_cursors (feed) values (${FEED}) on conflict do nothing`);
    const [cursor] = await queryRows<{ lastId: number | string }>(
      tx,
      sql`select last_id as "lastId" from notification_cursors where feed = ${FEED} for update skip locked`,
    );
    if (!cursor) return 0;
    const lastId = Number(cursor.lastId);
    const events = await queryRows<EventRow>(
      tx,
      sql`select e.id, e.line_id as "lineId", e.status, e.note, o.id as "orderId", o.agent_id as "agentId",
          o.product, o.reference_number as "referenceNumber", o.title
        from booking_events e join booking_orders o on o.id = e.order_id
        where e.id > ${Math.max(lastId - LOOKBACK_IDS, 0)}
          and (e.id > ${lastId} or e.at > ${new Date(now.getTime() - LOOKBACK_MS)})
        order by e.id limit ${BATCH}`,
    );
    const settings: SettingsCache = new Map();
    let written = 0;
    for (const e of events) {
      const draft = draftOfEvent(e);
      if (draft && (await notify(tx, draft, now, settings))) written += 1;
    }
    const maxId = events.reduce((m, e) => Math.max(m, Number(e.id)), lastId);
    if (maxId > lastId)
      await tx.execute(
        sql`update notification_cursors set last_id = ${maxId}, updated_at = ${now} where feed = ${FEED}`,
      );

    const due = await queryRows<{
      id: string;
      agentId: string;
      product: string;
      referenceNumber: string;
      title: string;
      payBy: Date | string;
    }>(
      tx,
      sql`select id, agent_id as "agentId", product, reference_number as "referenceNumber", title, pay_by as "payBy"
        from booking_orders where status = 'unpaid' and pay_by > ${now}
          and pay_by <= ${new Date(now.getTime() + 48 * 3600_000)}
        order by pay_by limit ${BATCH}`,
    );
    for (const o of due) {
      const payBy = new Date(o.payBy);
      const kind = payLaterReminder((payBy.getTime() - now.getTime()) / 3600_000);
      if (!kind) continue;
      const hours = kind === 'pay_later_due_24h' ? 24 : 48;
      const draft: Draft = {
        agentId: o.agentId,
        kind,
        source: `${kind}:${o.id}`,
        product: o.product,
        orderId: o.id,
        title: `Pay ${o.referenceNumber} by ${formatDateTime(payBy)}`,
        body: `Your pay-later booking ${o.referenceNumber}${o.title ? ` (${o.title})` : ''} is unpaid and is cancelled automatically at ${formatDateTime(payBy, { withZone: true })}, less than ${hours} hours from now.`,
        localized: wordsOf('mail.notify.payLaterDue', {
          reference: o.referenceNumber,
          booking: `${o.referenceNumber}${o.title ? ` (${o.title})` : ''}`,
          time: formatDateTime(payBy),
          hours: String(hours),
        }),
      };
      if (await notify(tx, draft, now, settings)) written += 1;
    }
    return written;
  });
}
