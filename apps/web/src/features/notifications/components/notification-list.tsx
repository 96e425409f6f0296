import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationDto } from '@portal/contracts';
import { useT } from '../../../lib/i18n';
import { notificationKindLabel } from '../kind-labels';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { bookingPath } from '../../../lib/booking-products';
import { cn } from '../../../lib/cn';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from '../api/notifications.api';
import { useFormats } from '../../../lib/use-formats';

const PAGE = 20;

/** Newest first; opening one marks it read and goes to its booking. */
export function NotificationList() {
  const [limit, setLimit] = useState(PAGE);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const t = useT();
  const fmt = useFormats();
  const list = useNotificationsQuery(
    { skip: 0, limit, ...(unreadOnly ? { unread: 'true' as const } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const navigate = useNavigate();

  const open = async (n: NotificationDto) => {
    if (!n.read) await markRead({ ids: [n.id] });
    if (n.product && n.orderId) void navigate(bookingPath(n.product, n.orderId));
  };

  const data = list.data;
  return (
    <Card>
      <CardHeader
        title={t('notify.title', 'Notifications')}
        description={data ? t('notify.unread', '{n} unread', { n: data.unread }) : undefined}
        actions={
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={unreadOnly}
              onClick={() => setUnreadOnly((v) => !v)}
            >
              {unreadOnly ? t('notify.showAll', 'Show all') : t('notify.unreadOnly', 'Unread only')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={!data || data.unread === 0 || marking.isLoading}
              onClick={() => void markRead({ all: true })}
            >
              {t('notify.markAll', 'Mark all read')}
            </Button>
          </>
        }
      />
      {list.isLoading ? (
        <div className="p-5">
          <SkeletonList rows={4} label={t('notify.loading', 'Loading notifications')} />
        </div>
      ) : list.error || !data ? (
        <LoadError
          error={list.error}
          what={t('notify.what', 'your notifications')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : data.notifications.length === 0 ? (
        <EmptyState
          title={
            unreadOnly
              ? t('notify.noUnread', 'No unread notifications')
              : t('notify.none', 'No notifications yet')
          }
          description={t(
            'notify.noneHint',
            'Confirmations, payment deadlines and cancellations of your bookings show here.',
          )}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" data-testid="notification-list">
            {data.notifications.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => void open(n)}
                  className={cn(
                    'flex w-full items-start gap-3 px-5 py-3 text-start hover:bg-slate-50',
                    !n.read && 'bg-brand-50/60',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      n.read ? 'bg-transparent' : 'bg-accent-500',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-slate-900">
                      {n.title}
                      {!n.read && <span className="sr-only"> {t('notify.unreadMark', '(unread)')}</span>}
                    </span>
                    <span className="block text-sm text-slate-600">{n.body}</span>
                    <span className="mt-0.5 block text-xs text-slate-600">
                      {notificationKindLabel(t, n.kind)} · {fmt.dateTime(n.createdAt)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {data.totalCount > data.notifications.length && (
            <div className="border-t border-slate-100 p-3 text-center">
              <Button
                variant="ghost"
                size="sm"
                disabled={list.isFetching}
                onClick={() => setLimit((l) => Math.min(l + PAGE, 100))}
              >
                {t('notify.more', 'Show more')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
