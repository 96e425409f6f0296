import { useState, type FormEvent } from 'react';
import type { StaffAccount } from '@portal/contracts';
import type { StaffRole } from '@portal/domain';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SkeletonList } from '../../../components/ui/skeleton';
import { envelopeFieldErrors, envelopeMessage } from '../../../lib/error-envelope';
import { formatDateTime } from '../../../lib/format';
import { useAdminMeQuery } from '../api/admin-api';
import { OutcomeLine } from '../components/confirm-dialog';
import { StatusPill, type PillTone } from '../components/status-pill';
import { RoleCheckboxes } from './role-checkboxes';
import { roleText } from './staff-labels';
import {
  useInviteStaffMutation,
  useSetStaffActiveMutation,
  useSetStaffRolesMutation,
  useStaffListQuery,
} from './staff.api';

type Outcome = { ok: boolean; text: string } | null;

const STATUS: Record<StaffAccount['status'], { tone: PillTone; label: string }> = {
  active: { tone: 'good', label: 'Active' },
  invited: { tone: 'waiting', label: 'Invited' },
  disabled: { tone: 'closed', label: 'Disabled' },
};

/** Staff accounts (administrators): invite by e-mail, roles, disable; last sign-in. */
export function StaffPage() {
  const list = useStaffListQuery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-bold text-slate-900">Staff accounts</h1>
      <InviteCard onOutcome={setOutcome} />
      <OutcomeLine outcome={outcome} />
      <Card>
        <CardHeader title="Members of staff" />
        {list.isLoading ? (
          <CardBody>
            <SkeletonList rows={3} label="Loading staff accounts" />
          </CardBody>
        ) : list.error ? (
          <CardBody>
            <LoadError error={list.error} what="the staff accounts" onRetry={() => void list.refetch()} />
          </CardBody>
        ) : (
          <ul className="divide-y divide-slate-200">
            {list.data?.staff.map((s) => (
              <StaffRow key={s._id} staff={s} onOutcome={setOutcome} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function InviteCard({ onOutcome }: { onOutcome: (o: Outcome) => void }) {
  const [invite, { isLoading, error }] = useInviteStaffMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const fields = envelopeFieldErrors(error);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    onOutcome(null);
    const res = await invite({ email, name, roles });
    if ('data' in res && res.data) {
      onOutcome({ ok: true, text: res.data.message });
      setEmail('');
      setName('');
      setRoles([]);
    }
  };
  return (
    <Card>
      <CardHeader
        title="Invite a member of staff"
        description="They get an e-mail with a link that works for 72 hours to choose their password."
      />
      <CardBody>
        <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="E-mail" required error={fields.email?.[0]}>
              <Input
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="off"
              />
            </Field>
            <Field label="Name" required error={fields.name?.[0]}>
              <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
            </Field>
          </div>
          <RoleCheckboxes legend="Roles" value={roles} onChange={setRoles} error={fields.roles?.[0]} />
          {error && !Object.keys(fields).length && (
            <p role="alert" className="text-sm text-red-700">
              {envelopeMessage(error)}
            </p>
          )}
          <Button type="submit" loading={isLoading}>
            Send invitation
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

function StaffRow({ staff, onOutcome }: { staff: StaffAccount; onOutcome: (o: Outcome) => void }) {
  const me = useAdminMeQuery();
  const [editing, setEditing] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(staff.roles as StaffRole[]);
  const [saveRoles, saving] = useSetStaffRolesMutation();
  const [setActive, switching] = useSetStaffActiveMutation();
  const self = me.data?.admin._id === staff._id;
  const status = STATUS[staff.status];

  const run = async (action: Promise<{ data?: { message: string }; error?: unknown }>) => {
    onOutcome(null);
    const res = await action;
    onOutcome(
      res.data ? { ok: true, text: res.data.message } : { ok: false, text: envelopeMessage(res.error) },
    );
    return Boolean(res.data);
  };

  return (
    <li className="space-y-3 p-4" data-testid="staff-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {staff.name} {self && <span className="text-sm font-normal text-slate-600">(you)</span>}
          </p>
          <p className="truncate text-sm text-slate-600">{staff.email}</p>
          <p className="text-sm text-slate-700" data-testid="staff-roles">
            {roleText(staff.roles)}
          </p>
          <p className="text-xs text-slate-600">
            {staff.lastSignInAt ? `Last sign-in ${formatDateTime(staff.lastSignInAt)}` : 'Never signed in'}
            {staff.invitationExpiresAt &&
              ` · invitation link until ${formatDateTime(staff.invitationExpiresAt)}`}
            {staff.twoFactorRequired && ' · two-factor required (moves money)'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill tone={status.tone} label={status.label} />
          <Button size="sm" variant="secondary" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            Change roles
          </Button>
          {!self && staff.status !== 'invited' && (
            <Button
              size="sm"
              variant={staff.status === 'active' ? 'danger' : 'secondary'}
              loading={switching.isLoading}
              onClick={() => void run(setActive({ id: staff._id, active: staff.status !== 'active' }))}
            >
              {staff.status === 'active' ? 'Disable' : 'Enable'}
            </Button>
          )}
        </div>
      </div>
      {editing && (
        <form
          className="space-y-3 rounded-lg bg-slate-50 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void run(saveRoles({ id: staff._id, roles })).then((ok) => ok && setEditing(false));
          }}
        >
          <RoleCheckboxes legend={`Roles of ${staff.name}`} value={roles} onChange={setRoles} />
          <Button type="submit" size="sm" loading={saving.isLoading}>
            Save roles
          </Button>
        </form>
      )}
    </li>
  );
}
