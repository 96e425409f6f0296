import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/index.ts';
import { runDigestOnce } from './digest.ts';
import { runNotificationsOnce } from './notifications.producer.ts';

/** For startJobs(deps, log, [...notificationJobs(deps)]): the notification producer and the daily digest. */
export function notificationJobs(deps: AppDeps): Job[] {
  return [
    { name: 'notifications', everyMs: 5_000, run: () => runNotificationsOnce(deps) },
    { name: 'notifications-digest', everyMs: 60_000, run: () => runDigestOnce(deps) },
  ];
}
