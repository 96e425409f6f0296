import { useState, type FormEvent } from 'react';
import type { AgencyUserDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { envelopeFieldErrors, envelopeMessage } from '../../../lib/error-envelope';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/use-toast';
import { useInviteAgencyUserMutation, useUpdateAgencyUserMutation } from '../api/agency-users.api';
import { limitOf, roleHint, roleLabel, roleOptions, seesNetByRole, type AssignableRole } from '../lib/roles';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to change; none: invite a new one. */
  user?: AgencyUserDto;
}

/** Invite a user, or change one's role, per-booking limit and net-price grant (the owner's users page). */
export function UserDialog({ open, onOpenChange, user }: Props) {
  if (!open) return null;
  return <UserForm onOpenChange={onOpenChange} {...(user ? { user } : {})} />;
}

function UserForm({ onOpenChange, user }: Omit<Props, 'open'>) {
  const toast = useToast();
  const t = useT();
  const [invite, invited] = useInviteAgencyUserMutation();
  const [update, updated] = useUpdateAgencyUserMutation();
  const busy = invited.isLoading || updated.isLoading;
  const error = user ? updated.error : invited.error;
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AssignableRole>(user && user.role !== 'owner' ? user.role : 'booker');
  const [limit, setLimit] = useState(user?.bookingLimit === null || !user ? '' : String(user.bookingLimit));
  const [seesNet, setSeesNet] = useState(user?.grants.includes('prices.net') ?? false);
  const [limitError, setLimitError] = useState<string | null>(null);
  const fields = envelopeFieldErrors(error);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bookingLimit = limitOf(limit);
    if (bookingLimit === undefined) {
      setLimitError(
        t(
          'users.limitError',
          'Enter the limit in AED (at most two decimals), or leave it empty for no limit',
        ),
      );
      return;
    }
    setLimitError(null);
    const grants: 'prices.net'[] = seesNet && !seesNetByRole(role) ? ['prices.net'] : [];
    const res = user
      ? await update({ id: user._id, role, bookingLimit, grants })
      : await invite({ email, name, role, bookingLimit, grants });
    if ('data' in res && res.data) {
      toast.success(
        user ? t('users.changed', 'User changed') : t('users.sent', 'Invitation sent'),
        user
          ? t('users.nowRole', '{name} is now {role}.', { name: res.data.name, role: roleLabel(role) })
          : t('users.hasHours', '{email} has 72 hours to accept the invitation.', { email: res.data.email }),
      );
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={
        user
          ? t('users.changeName', 'Change {name}', { name: user.name })
          : t('users.invite', 'Invite a user')
      }
      description={
        user
          ? t('users.changeHint', 'A new role or limit applies to the next request the user makes.')
          : t(
              'users.inviteHint',
              'They get an e-mail with a link that works for 72 hours to choose their password.',
            )
      }
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        {!user && (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('login.email', 'E-mail')} required error={fields.email?.[0]}>
              <Input
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="off"
              />
            </Field>
            <Field label={t('agency.name', 'Name')} required error={fields.name?.[0]}>
              <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
            </Field>
          </div>
        )}
        <Field
          label={t('account.role', 'Role')}
          required
          hint={roleHint(role)}
          error={formError(fields.role?.[0])}
        >
          <Select
            options={roleOptions()}
            value={role}
            onChange={(e) => setRole(e.target.value as AssignableRole)}
          />
        </Field>
        <Field
          label={t('users.limitLabel', 'Limit per booking paid from the wallet (AED)')}
          hint={t(
            'users.limitHint',
            'Empty: no limit. Above it the booking is refused, or waits unpaid when pay later is available.',
          )}
          error={limitError ?? fields.bookingLimit?.[0]}
        >
          <Input inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value)} />
        </Field>
        {!seesNetByRole(role) && (
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
              checked={seesNet}
              onChange={(e) => setSeesNet(e.target.checked)}
            />
            <span>
              {t('users.netGrant', 'Sees net prices and earnings')}
              <span className="block text-xs text-slate-600">
                {t('users.netGrantHint', 'Otherwise the user sees your sell prices only.')}
              </span>
            </span>
          </label>
        )}
        {error && !Object.keys(fields).length && (
          <p role="alert" className="text-sm text-red-700">
            {envelopeMessage(error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('certificate.cancel', 'Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {user ? t('users.save', 'Save') : t('users.sendInvitation', 'Send invitation')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
