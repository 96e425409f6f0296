import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@portal/domain';

/** Issue 36: the notification centre (bell, list page, settings). */
export const NOTIFICATION_PATHS = {
  list: '/b2b/notifications',
  unread: '/b2b/notifications/unread',
  read: '/b2b/notifications/read',
  settings: '/b2b/notifications/settings',
} as const;

export const notificationsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional(),
});

export const notificationDto = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  product: z.string().nullable(),
  orderId: z.uuid().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDto>;

export const notificationsAnswer = z.object({
  notifications: z.array(notificationDto),
  totalCount: z.number().int(),
  unread: z.number().int(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

export const unreadAnswer = z.object({ unread: z.number().int() });
export type UnreadAnswer = z.infer<typeof unreadAnswer>;

export const markReadBody = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ ids: z.array(z.uuid()).min(1, 'Choose at least one notification').max(100) }),
]);
export type MarkReadBody = z.infer<typeof markReadBody>;

export const notificationSettingsDto = z.object({
  portal: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length),
  mail: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length),
  /** Dubai hour (0-23) of the daily digest mail; null: no digest. */
  digestHour: z
    .number()
    .int()
    .min(0, 'Choose an hour from 0 to 23')
    .max(23, 'Choose an hour from 0 to 23')
    .nullable(),
});
export type NotificationSettingsDto = z.infer<typeof notificationSettingsDto>;
