import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { AgencyUserDto } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useAed } from '../../../lib/use-aed';
import { useAppSelector } from '../../../app/store';
import { useAgencyUsersQuery } from '../api/agency-users.api';
import { RequirePermission } from '../components/require-permission';
import { StatusSwitchDialog } from '../components/status-switch-dialog';
import { UserDialog } from '../components/user-dialog';
import { roleLabel, seesNetByRole, statusLabel } from '../lib/roles';
import { useFormats } from '../../../lib/use-formats';

const STATUS_TONES: Record<AgencyUserDto['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  invited: 'bg-amber-50 text-amber-900 ring-amber-200',
  disabled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** /agency/users (issue 32): the owner's users, roles, limits and last sign-ins. */
export function UsersPage() {
  return (
    <RequirePermission permission="users.manage">
      <UsersList />
    </RequirePermission>
  );
}

function UsersList() {
  const t = useT();
  const list = useAgencyUsersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AgencyUserDto | null>(null);
  const [switching, setSwitching] = useState<AgencyUserDto | null>(null);
  const users = list.data?.users ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-3 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('profileMenu.users', 'Users')}</h1>
      <Card>
        <CardHeader
          title={t('users.title', "Your agency's users")}
          description={t(
            'users.description',
            'Each person signs in with their own e-mail and password; their role decides what they may do.',
          )}
          actions={
            <Button size="sm" onClick={() => setInviting(true)}>
              <UserPlus aria-hidden className="size-4" /> {t('users.invite', 'Invite a user')}
            </Button>
          }
        />
        {list.isLoading ? (
          <div className="p-5">
            <SkeletonList rows={3} label={t('users.loading', 'Loading users')} />
          </div>
        ) : list.error ? (
          <LoadError
            error={list.error}
            what={t('users.what', 'your users')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : users.length === 0 ? (
          <EmptyState
            title={t('users.none', 'No users yet')}
            description={t('users.noneHint', 'Invite the people who work in your agency.')}
          />
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t('profileMenu.users', 'Users')}>
            {users.map((u) => (
              <UserRow key={u._id} user={u} onEdit={() => setEditing(u)} onSwitch={() => setSwitching(u)} />
            ))}
          </ul>
        )}
      </Card>
      <UserDialog open={inviting} onOpenChange={setInviting} />
      <UserDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        {...(editing ? { user: editing } : {})}
      />
      <StatusSwitchDialog user={switching} onClose={() => setSwitching(null)} />
    </div>
  );
}

function UserRow({
  user,
  onEdit,
  onSwitch,
}: {
  user: AgencyUserDto;
  onEdit: () => void;
  onSwitch: () => void;
}) {
  const t = useT();
  const fmt = useFormats();
  const { aed } = useAed();
  const me = useAppSelector((s) => s.session.agent?.user?._id);
  const self = me === user._id;
  const owner = user.role === 'owner';
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="agency-user-row">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900">
          {user.name}{' '}
          {self && <span className="text-sm font-normal text-slate-600">{t('users.you', '(you)')}</span>}
        </p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="text-sm text-slate-700">
          {roleLabel(user.role)}
          {!owner &&
            ` · ${
              user.bookingLimit === null
                ? t('users.noLimit', 'no booking limit')
                : t('users.limit', 'limit {amount} per booking', { amount: aed(user.bookingLimit) })
            }`}
          {` · ${
            seesNetByRole(user.role) || user.grants.includes('prices.net')
              ? t('users.seesNet', 'sees net prices')
              : t('users.sellOnly', 'sell prices only')
          }`}
        </p>
        <p className="text-xs text-slate-600">
          {user.lastSignInAt
            ? t('users.lastSignIn', 'Last sign-in {when}', { when: fmt.dateTime(user.lastSignInAt) })
            : t('users.never', 'Never signed in')}
          {user.inviteExpiresAt &&
            ` · ${t('users.inviteUntil', 'invitation link until {when}', { when: fmt.dateTime(user.inviteExpiresAt) })}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            STATUS_TONES[user.status],
          )}
        >
          {statusLabel(user.status)}
        </span>
        {!owner && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('users.changeName', 'Change {name}', { name: user.name })}
          >
            {t('users.change', 'Change')}
          </Button>
        )}
        {!owner && user.status !== 'invited' && (
          <Button
            size="sm"
            variant={user.status === 'active' ? 'danger' : 'secondary'}
            onClick={onSwitch}
            aria-label={
              user.status === 'active'
                ? t('users.disableName', 'Disable {name}', { name: user.name })
                : t('users.enableName', 'Enable {name}', { name: user.name })
            }
          >
            {user.status === 'active' ? t('users.disable', 'Disable') : t('users.enable', 'Enable')}
          </Button>
        )}
      </div>
    </li>
  );
}
