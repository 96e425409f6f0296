import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordBody, type ResetPasswordBody } from '@portal/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../lib/use-toast';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useResetPasswordMutation } from '../api/auth.api';
import { splitServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  token: string;
  /** Called after the password was changed, to go back to the sign-in form. */
  onDone: () => void;
  onRequestNewLink: () => void;
}

/** Shown on /login?reset={token}: the token travels as a hidden value of the form. */
export function ResetPasswordForm({ token, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const toast = useToast();
  const t = useT();
  const [resetPassword] = useResetPasswordMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    const result = await resetPassword(values);
    if ('error' in result) {
      const { byField, general } = splitServerErrors(result.error, FIELDS);
      for (const field of FIELDS) {
        const message = byField[field];
        if (message) setError(field, { type: 'server', message });
      }
      setGeneralError(general);
      return;
    }
    toast.success(
      t('reset.changed', 'Password changed'),
      result.data.message || t('reset.signInNow', 'You can now sign in with your new password.'),
    );
    onDone();
  });

  // A malformed token never reaches a field, so it is shown with the form's general message.
  const tokenError = errors.token?.message;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Field
        label={t('reset.newPassword', 'New password')}
        required
        error={formError(errors.newPassword?.message)}
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <PasswordStrengthMeter password={newPassword} />
      <Field
        label={t('reset.confirmPassword', 'Confirm new password')}
        required
        error={formError(errors.confirmPassword?.message)}
      >
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      {tokenError || generalError ? (
        <FormAlert tone="error">{formError(tokenError) ?? generalError}</FormAlert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('reset.submit', 'Set new password')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onRequestNewLink}>
        {t('reset.newLink', 'Request a new link')}
      </Button>
    </form>
  );
}
