import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  markReadBody,
  NOTIFICATION_PATHS,
  notificationSettingsDto,
  notificationsAnswer,
  notificationsQuery,
  unreadAnswer,
} from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { agentOf } from '../../plugins/auth.ts';
import {
  notificationSettings,
  notificationsOf,
  readNotifications,
  unreadOf,
  updateNotificationSettings,
} from './notifications.service.ts';

const errors = { '4xx': errorEnvelope };

/** Issue 36: the notification centre; the notifications themselves come from notifications.producer.ts. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    NOTIFICATION_PATHS.list,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['notifications'],
        summary: "The agency's notifications, newest first, with the unread count",
        querystring: notificationsQuery,
        response: { 200: notificationsAnswer, ...errors },
      },
    },
    async (request) => notificationsOf(deps, agentOf(request).agentId, request.query),
  );

  app.get(
    NOTIFICATION_PATHS.unread,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications (the header bell)',
        response: { 200: unreadAnswer, ...errors },
      },
    },
    async (request) => unreadOf(deps, agentOf(request).agentId),
  );

  app.post(
    NOTIFICATION_PATHS.read,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: { all: true } or { ids }',
        body: markReadBody,
        response: { 200: unreadAnswer, ...errors },
      },
    },
    async (request) => readNotifications(deps, agentOf(request).agentId, request.body),
  );

  app.get(
    NOTIFICATION_PATHS.settings,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds go to the portal and by mail, and the daily digest hour (Dubai time)',
        response: { 200: notificationSettingsDto, ...errors },
      },
    },
    async (request) => notificationSettings(deps, agentOf(request).agentId),
  );

  app.put(
    NOTIFICATION_PATHS.settings,
    {
      config: { auth: 'agent', permission: 'own-account' },
      schema: {
        tags: ['notifications'],
        summary: 'Save the notification settings',
        body: notificationSettingsDto,
        response: { 200: notificationSettingsDto, ...errors },
      },
    },
    async (request) => updateNotificationSettings(deps, agentOf(request).agentId, request.body),
  );
};
