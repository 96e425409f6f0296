import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBody, PASSWORD_RULE_MESSAGE, type ChangePasswordBody } from '@portal/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/use-toast';
import { useChangePasswordMutation } from '../api/settings.api';
import { splitServerErrors } from '../../../lib/server-errors';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordBody = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password; the server ends the agent's other sessions. */
export function PasswordForm() {
  const toast = useToast();
  const t = useT();
  const showId = useId();
  const [changePassword] = useChangePasswordMutation();
  const [visible, setVisible] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({ resolver: zodResolver(changePasswordBody), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    const result = await changePassword(values);
    if ('error' in result) {
      const { byField, general } = splitServerErrors(result.error, FIELDS);
      for (const field of FIELDS) {
        const message = byField[field];
        if (message) setError(field, { type: 'server', message });
      }
      setGeneralError(general);
      return;
    }
    reset(EMPTY);
    toast.success(t('reset.changed', 'Password changed'), result.data.message);
  });

  const type = visible ? 'text' : 'password';
  return (
    <Card>
      <CardHeader
        title={t('login.password', 'Password')}
        description={t('password.description', 'Changing it signs you out on your other devices.')}
      />
      <CardBody>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <Field
            label={t('password.current', 'Current password')}
            required
            error={formError(errors.oldPassword?.message)}
          >
            <Input type={type} autoComplete="current-password" {...register('oldPassword')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('reset.newPassword', 'New password')}
              required
              error={formError(errors.newPassword?.message)}
              hint={formError(PASSWORD_RULE_MESSAGE)}
            >
              <Input type={type} autoComplete="new-password" {...register('newPassword')} />
            </Field>
            <Field
              label={t('reset.confirmPassword', 'Confirm new password')}
              required
              error={formError(errors.confirmPassword?.message)}
            >
              <Input type={type} autoComplete="new-password" {...register('confirmPassword')} />
            </Field>
          </div>
          <div className="flex items-center gap-2">
            <input
              id={showId}
              type="checkbox"
              checked={visible}
              onChange={(event) => setVisible(event.target.checked)}
              className="size-4 rounded border-slate-300 accent-brand-700"
            />
            <label htmlFor={showId} className="text-sm text-slate-700">
              {t('password.showAll', 'Show passwords')}
            </label>
          </div>
          {generalError ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
            >
              {generalError}
            </p>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {t('password.change', 'Change password')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
