import type { AdminCommand } from '../../cli/command.ts';
import { runDigestOnce } from './digest.ts';
import { runNotificationsOnce } from './notifications.producer.ts';

/** One pass of the notification jobs, for an operator (and for a deployment that runs with JOBS=off). */
export const NOTIFICATION_COMMANDS: AdminCommand[] = [
  {
    name: 'notifications:run',
    usage: 'notifications:run',
    summary: 'Write due notifications and send due daily digests now (what the jobs do every few seconds)',
    async run(deps) {
      const written = await runNotificationsOnce(deps);
      const digests = await runDigestOnce(deps);
      return `${written} notification(s) written, ${digests} digest(s) queued.`;
    },
  },
];
