import { useT } from '../../../lib/i18n';
import { NotificationList } from '../components/notification-list';
import { NotificationSettings } from '../components/notification-settings';

/** /notifications (issue 36): the notification centre and the user's settings. */
export function NotificationsPage() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-3 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('notify.title', 'Notifications')}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <NotificationList />
        </div>
        <div className="min-w-0">
          <NotificationSettings />
        </div>
      </div>
    </div>
  );
}
