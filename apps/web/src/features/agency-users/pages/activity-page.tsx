import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { DateInput } from '../../../components/date-input';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useDownload } from '../../../lib/use-download';
import { AGENCY_USERS_PATHS, useAgencyActivityQuery, useAgencyUsersQuery } from '../api/agency-users.api';
import { RequirePermission } from '../components/require-permission';
import { activityKinds, activitySheetPath, kindText } from '../lib/activity';
import { useFormats } from '../../../lib/use-formats';

const PAGE = 20;

/** /agency/activity (issue 32): every change made by the agency's users, by user, kind and date; Excel. */
export function ActivityPage() {
  return (
    <RequirePermission permission="reports.read">
      <Activity />
    </RequirePermission>
  );
}

function Activity() {
  const can = useCan();
  const t = useT();
  const fmt = useFormats();
  const [filters, setFilters] = useState({ userId: '', kind: '', fromDate: '', toDate: '' });
  const [page, setPage] = useState(1);
  // The user filter lists the agency's users for those who manage them; others filter by kind and date.
  const users = useAgencyUsersQuery(undefined, { skip: !can('users.manage') });
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const list = useAgencyActivityQuery({ ...query, page, limit: PAGE }, { refetchOnMountOrArgChange: true });
  const { busy, download } = useDownload();
  const set = (name: keyof typeof filters) => (value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const rows = list.data?.activity ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-3 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('profileMenu.activity', 'Activity')}
        </h1>
        <Button
          variant="secondary"
          size="sm"
          loading={busy === 'sheet'}
          onClick={() =>
            void download(
              'sheet',
              activitySheetPath(AGENCY_USERS_PATHS.activitySheet, filters),
              'activity.xlsx',
            )
          }
          aria-label={t('activity.exportLabel', 'Export the activity to Excel')}
        >
          <FileSpreadsheet aria-hidden className="size-4" /> {t('activity.export', 'Export to Excel')}
        </Button>
      </div>
      <Card>
        <CardBody className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {can('users.manage') && (
            <Field label={t('cockpit.users.user', 'User')}>
              <Select
                value={filters.userId}
                onChange={(e) => set('userId')(e.target.value)}
                placeholder={t('activity.everyone', 'Everyone')}
                options={(users.data?.users ?? []).map((u) => ({ value: u._id, label: u.name }))}
              />
            </Field>
          )}
          <Field label={t('activity.kind', 'Kind')}>
            <Select
              value={filters.kind}
              onChange={(e) => set('kind')(e.target.value)}
              placeholder={t('activity.everyKind', 'Every kind')}
              options={activityKinds()}
            />
          </Field>
          <Field label={t('period.from', 'From')}>
            <DateInput
              id="activity-from"
              label={t('period.from', 'From')}
              optional
              compact
              value={filters.fromDate}
              onChange={set('fromDate')}
            />
          </Field>
          <Field label={t('period.to', 'To')}>
            <DateInput
              id="activity-to"
              label={t('period.to', 'To')}
              optional
              compact
              value={filters.toDate}
              onChange={set('toDate')}
            />
          </Field>
        </CardBody>
      </Card>
      <Card>
        {list.isLoading ? (
          <div className="p-5">
            <SkeletonList rows={5} label={t('activity.loading', 'Loading the activity')} />
          </div>
        ) : list.error ? (
          <LoadError
            error={list.error}
            what={t('activity.what', 'the activity')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title={t('activity.nothing', 'Nothing found')}
            description={t('activity.nothingHint', 'No change matches these filters.')}
          />
        ) : (
          <>
            <ul
              className="divide-y divide-slate-200"
              aria-label={t('profileMenu.activity', 'Activity')}
              aria-busy={list.isFetching}
            >
              {rows.map((r, i) => (
                <li
                  key={`${r.at}-${r.objectId}-${i}`}
                  className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]"
                  data-testid="activity-row"
                >
                  <p className="text-sm text-slate-600">
                    <bdi>{fmt.dateTime(r.at)}</bdi>
                  </p>
                  <div className="min-w-0">
                    <p className="text-sm text-slate-900">
                      <span className="font-semibold">{r.userName}</span> · {kindText(r.kind)}
                      {r.reference && <span className="font-mono text-slate-700"> · {r.reference}</span>}
                    </p>
                    {r.detail && (
                      <p dir="auto" className="break-words text-sm text-slate-600">
                        {r.detail}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              className="border-t border-slate-200 p-4"
              page={page}
              pageSize={PAGE}
              total={list.data?.total ?? 0}
              onPageChange={setPage}
              label={t('activity.pages', 'Activity pages')}
              disabled={list.isFetching}
            />
          </>
        )}
      </Card>
    </div>
  );
}
