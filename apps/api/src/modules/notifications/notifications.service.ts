import type { MarkReadBody, NotificationSettingsDto, NotificationsAnswer } from '@portal/contracts';
import { DEFAULT_MAIL_KINDS, DEFAULT_PORTAL_KINDS, NOTIFICATION_KINDS } from '@portal/domain';
import type { AppDeps } from '../../deps.ts';
import { iso } from '../wallet/money-format.ts';
import {
  listNotifications,
  markRead,
  saveSettings,
  settingsOf,
  unreadCount,
} from './notifications.repository.ts';

export async function notificationsOf(
  deps: AppDeps,
  agentId: string,
  q: { skip: number; limit: number; unread?: 'true' | 'false' | undefined },
): Promise<NotificationsAnswer> {
  const { rows, total, unread } = await listNotifications(deps.database.db, agentId, {
    skip: q.skip,
    limit: q.limit,
    unreadOnly: q.unread === 'true',
  });
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      product: r.product,
      orderId: r.orderId,
      read: r.readAt !== null,
      createdAt: iso(r.createdAt) ?? '',
    })),
    totalCount: total,
    unread,
  };
}

export const unreadOf = async (deps: AppDeps, agentId: string) => ({
  unread: await unreadCount(deps.database.db, agentId),
});

export async function readNotifications(deps: AppDeps, agentId: string, body: MarkReadBody) {
  await markRead(deps.database.db, agentId, 'all' in body ? 'all' : body.ids, deps.clock.now());
  return unreadOf(deps, agentId);
}

const known = (kinds: readonly string[]) => NOTIFICATION_KINDS.filter((k) => kinds.includes(k));

export async function notificationSettings(deps: AppDeps, agentId: string): Promise<NotificationSettingsDto> {
  const s = await settingsOf(deps.database.db, agentId);
  return {
    portal: known(s?.portal ?? DEFAULT_PORTAL_KINDS),
    mail: known(s?.mail ?? DEFAULT_MAIL_KINDS),
    digestHour: s?.digestHour ?? null,
  };
}

export async function updateNotificationSettings(
  deps: AppDeps,
  agentId: string,
  body: NotificationSettingsDto,
): Promise<NotificationSettingsDto> {
  await saveSettings(
    deps.database.db,
    agentId,
    { portal: known(body.portal), mail: known(body.mail), digestHour: body.digestHour },
    deps.clock.now(),
  );
  return notificationSettings(deps, agentId);
}
