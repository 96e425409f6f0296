import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useUnreadNotificationsQuery } from '../api/notifications.api';
import { useT } from '../../../lib/i18n';

/**
 * The header's bell (issue 36): unread count, opens the notification centre. Polls once a minute.
 * Below 420 px the header has no room for it: the profile menu's Notifications entry stands in.
 */
export function HeaderBell() {
  const { data } = useUnreadNotificationsQuery(undefined, { pollingInterval: 60_000 });
  const unread = data?.unread ?? 0;
  const t = useT();
  return (
    <Link
      to="/notifications"
      aria-label={t('notify.bell', 'Notifications, {n} unread', { n: unread })}
      className="relative hidden size-10 min-[420px]:inline-flex items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      data-testid="header-bell"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] leading-5 font-bold text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
