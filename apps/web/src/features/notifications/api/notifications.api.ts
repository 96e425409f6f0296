import {
  NOTIFICATION_PATHS,
  type MarkReadBody,
  type NotificationSettingsDto,
  type NotificationsAnswer,
  type UnreadAnswer,
} from '@portal/contracts';
import { api } from '../../../lib/api';

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<UnreadAnswer, void>({
      query: () => NOTIFICATION_PATHS.unread,
      providesTags: ['Notifications'],
    }),
    notifications: build.query<NotificationsAnswer, { skip: number; limit: number; unread?: 'true' }>({
      query: (params) => ({ url: NOTIFICATION_PATHS.list, params }),
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<UnreadAnswer, MarkReadBody>({
      query: (body) => ({ url: NOTIFICATION_PATHS.read, method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
    notificationSettings: build.query<NotificationSettingsDto, void>({
      query: () => NOTIFICATION_PATHS.settings,
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<NotificationSettingsDto, NotificationSettingsDto>({
      query: (body) => ({ url: NOTIFICATION_PATHS.settings, method: 'PUT', body }),
      invalidatesTags: ['NotificationSettings', 'Notifications'],
    }),
  }),
});

export const {
  useUnreadNotificationsQuery,
  useNotificationsQuery,
  useMarkNotificationsReadMutation,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} = notificationsApi;
