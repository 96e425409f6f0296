import { useState } from 'react';
import type { NotificationSettingsDto } from '@portal/contracts';
import { NOTIFICATION_KINDS, type NotificationKind } from '@portal/domain';
import { useT } from '../../../lib/i18n';
import { notificationKindLabel } from '../kind-labels';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } from '../api/notifications.api';

const toggle = (list: NotificationKind[], kind: NotificationKind, on: boolean) =>
  on ? [...new Set([...list, kind])] : list.filter((k) => k !== kind);

/** Per user: which kinds show in the portal, which come by mail, and the daily digest hour. */
export function NotificationSettings() {
  const settings = useNotificationSettingsQuery();
  const [save, saving] = useSaveNotificationSettingsMutation();
  // The saved settings until the user changes something.
  const [edited, setDraft] = useState<NotificationSettingsDto | null>(null);
  const draft = edited ?? settings.data ?? null;
  const [saved, setSaved] = useState(false);
  const t = useT();
  const hours = [
    { value: '', label: t('notify.noDigest', 'No daily digest') },
    ...Array.from({ length: 24 }, (_, h) => ({
      value: String(h),
      label: t('notify.hour', '{hour}:00 Dubai time', { hour: String(h).padStart(2, '0') }),
    })),
  ];

  return (
    <Card>
      <CardHeader
        title={t('notify.settings', 'Notification settings')}
        description={t('notify.settingsHint', 'What you see here and what we mail you')}
      />
      <CardBody>
        {settings.isLoading || (!draft && !settings.error) ? (
          <SkeletonList rows={3} label={t('notify.loadingSettings', 'Loading settings')} />
        ) : settings.error || !draft ? (
          <LoadError
            error={settings.error}
            what={t('notify.whatSettings', 'your settings')}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              setSaved(false);
              void save(draft)
                .unwrap()
                .then(() => setSaved(true))
                .catch(() => undefined);
            }}
          >
            <table className="w-full text-sm">
              <thead className="text-xs text-slate-600">
                <tr>
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('notify.kind', 'Kind')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-center font-medium">
                    {t('notify.portal', 'Portal')}
                  </th>
                  <th scope="col" className="py-1 text-center font-medium">
                    {t('notify.mail', 'Mail')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_KINDS.map((kind) => (
                  <tr key={kind} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pe-2 text-start font-normal text-slate-800">
                      {notificationKindLabel(t, kind)}
                    </th>
                    {(['portal', 'mail'] as const).map((channel) => (
                      <td key={channel} className="px-2 py-2 text-center">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-700"
                          aria-label={
                            channel === 'portal'
                              ? t('notify.inPortal', '{kind} in the portal', {
                                  kind: notificationKindLabel(t, kind),
                                })
                              : t('notify.inMail', '{kind} in the mail', {
                                  kind: notificationKindLabel(t, kind),
                                })
                          }
                          checked={draft[channel].includes(kind)}
                          onChange={(e) => {
                            setSaved(false);
                            setDraft({ ...draft, [channel]: toggle(draft[channel], kind, e.target.checked) });
                          }}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <Field
              label={t('notify.digest', 'Daily digest mail')}
              hint={t('notify.digestHint', "Deadlines of the next 3 days and yesterday's bookings")}
            >
              <Select
                options={hours}
                value={draft.digestHour === null ? '' : String(draft.digestHour)}
                onChange={(e) => {
                  setSaved(false);
                  setDraft({ ...draft, digestHour: e.target.value === '' ? null : Number(e.target.value) });
                }}
              />
            </Field>
            {saving.error ? (
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(saving.error)}
              </p>
            ) : null}
            <div className="flex items-center gap-3">
              <Button type="submit" disabled={saving.isLoading}>
                {t('notify.save', 'Save settings')}
              </Button>
              {saved && (
                <p role="status" className="text-sm text-emerald-700">
                  {t('notify.saved', 'Settings saved')}
                </p>
              )}
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
