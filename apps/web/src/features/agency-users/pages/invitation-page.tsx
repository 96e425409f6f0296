import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { envelopeFieldErrors, envelopeMessage } from '../../../lib/error-envelope';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { AppLink } from '../../../lib/nav';
import { AuthLayout } from '../../auth/components/auth-layout';
import { FormAlert } from '../../auth/components/form-alert';
import { PasswordInput } from '../../auth/components/password-input';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter';
import { useAcceptAgencyInvitationMutation, useAgencyInvitationQuery } from '../api/agency-users.api';

/** /invitation?token=… (issue 32): the mailed link; the invitee chooses a strong password, then signs in. */
export function AgencyInvitationPage() {
  const [params] = useSearchParams();
  const t = useT();
  const token = params.get('token') ?? '';
  const invitation = useAgencyInvitationQuery(token, { skip: token.length < 20 });
  const [accept, accepted] = useAcceptAgencyInvitationMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const fields = envelopeFieldErrors(accepted.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMismatch(password !== confirm);
    if (password === confirm) void accept({ token, password });
  };

  const invalid = token.length < 20 || invitation.isError;
  return (
    <AuthLayout
      banner="login"
      title={t('invitation.title', 'Accept your invitation')}
      subtitle={
        invitation.data
          ? t(
              'invitation.subtitle',
              "{name}, you are invited to {company}'s agent account. Choose your password.",
              {
                name: invitation.data.name,
                company: invitation.data.companyName,
              },
            )
          : undefined
      }
    >
      {accepted.data ? (
        <div className="space-y-4">
          <FormAlert tone="success">{accepted.data.message}</FormAlert>
          <AppLink to="/login" className="font-semibold text-brand-700 underline">
            {t('invitation.goSignIn', 'Go to sign in')}
          </AppLink>
        </div>
      ) : invitation.isLoading ? (
        <Spinner label={t('invitation.checking', 'Checking your invitation')} />
      ) : invalid ? (
        <div className="space-y-4">
          <FormAlert tone="error">
            {invitation.error
              ? envelopeMessage(invitation.error)
              : t(
                  'invitation.invalid',
                  'This invitation link is invalid or has expired. Please ask for a new one.',
                )}
          </FormAlert>
          <AppLink to="/login" className="font-semibold text-brand-700 underline">
            {t('invitation.goSignIn', 'Go to sign in')}
          </AppLink>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <p className="text-sm text-slate-700">
            {t('invitation.signingInAs', 'Signing in as')}{' '}
            <span className="font-semibold">{invitation.data?.email}</span>
          </p>
          <Field label={t('login.password', 'Password')} required error={fields.password?.[0]}>
            <PasswordInput
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <PasswordStrengthMeter password={password} />
          <Field
            label={t('register.confirmPassword', 'Confirm password')}
            required
            error={mismatch ? formError('Passwords do not match') : undefined}
          >
            <PasswordInput
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </Field>
          {accepted.error && !fields.password && (
            <FormAlert tone="error">{envelopeMessage(accepted.error)}</FormAlert>
          )}
          <Button type="submit" loading={accepted.isLoading} className="w-full">
            {t('invitation.setPassword', 'Set password')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
