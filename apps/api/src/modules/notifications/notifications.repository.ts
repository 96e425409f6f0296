import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@portal/db';
import type { NotificationChannels, NotificationKind } from '@portal/domain';

export interface NewNotification {
  agentId: string;
  kind: NotificationKind;
  source: string;
  title: string;
  body: string;
  product: string | null;
  orderId: string | null;
  hidden: boolean;
  at: Date;
}

/** Inserts once per (agency, source): true when this call wrote it (so its mail goes out once too). */
export async function insertNotification(db: DbOrTx, n: NewNotification): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into notifications (agent_id, kind, source, title, body, product, order_id, hidden, created_at)
      values (${n.agentId}, ${n.kind}, ${n.source}, ${n.title}, ${n.body}, ${n.product}, ${n.orderId},
        ${n.hidden ? 1 : 0}, ${n.at})
      on conflict (agent_id, source) do nothing returning id`,
  );
  return rows.length > 0;
}

export interface SettingsRow extends NotificationChannels {
  digestHour: number | null;
}

export async function settingsOf(db: DbOrTx, agentId: string): Promise<SettingsRow | null> {
  const [row] = await queryRows<{ portal: string[]; mail: string[]; digestHour: number | null }>(
    db,
    sql`select portal, mail, digest_hour as "digestHour" from notification_settings where agent_id = ${agentId}`,
  );
  return row ?? null;
}

export async function saveSettings(db: DbOrTx, agentId: string, s: SettingsRow, at: Date): Promise<void> {
  await db.execute(
    sql`insert into notification_settings (agent_id, portal, mail, digest_hour, updated_at)
      values (${agentId}, ${JSON.stringify(s.portal)}::jsonb, ${JSON.stringify(s.mail)}::jsonb, ${s.digestHour}, ${at})
      on conflict (agent_id) do update set portal = excluded.portal, mail = excluded.mail,
        digest_hour = excluded.digest_hour, updated_at = excluded.updated_at`,
  );
}

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  product: string | null;
  orderId: string | null;
  readAt: Date | string | null;
  createdAt: Date | string;
}

export async function listNotifications(
  db: DbOrTx,
  agentId: string,
  page: { skip: number; limit: number; unreadOnly: boolean },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const unreadOnly = page.unreadOnly ? sql`and read_at is null` : sql``;
  const [rows, [counts]] = await Promise.all([
    queryRows<NotificationRow>(
      db,
      sql`select id, kind, title, body, product, order_id as "orderId", read_at as "readAt", created_at as "createdAt"
        from notifications where agent_id = ${agentId} and hidden = 0 ${unreadOnly}
        order by created_at desc, id desc offset ${page.skip} limit ${page.limit}`,
    ),
    queryRows<{ total: number | string; unread: number | string }>(
      db,
      sql`select (select count(*) from notifications where agent_id = ${agentId} and hidden = 0 ${unreadOnly}) as total,
        (select count(*) from notifications where agent_id = ${agentId} and hidden = 0 and read_at is null) as unread`,
    ),
  ]);
  return { rows, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

export async function unreadCount(db: DbOrTx, agentId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from notifications where agent_id = ${agentId} and hidden = 0 and read_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** Marks the agency's own notifications read (others' ids are ignored): all, or the listed ones. */
export async function markRead(db: DbOrTx, agentId: string, ids: string[] | 'all', at: Date): Promise<void> {
  const which =
    ids === 'all'
      ? sql``
      : sql`and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  await db.execute(
    sql`update notifications set read_at = ${at} where agent_id = ${agentId} and read_at is null ${which}`,
  );
}
