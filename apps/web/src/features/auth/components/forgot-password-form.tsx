import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody, type ForgotPasswordBody } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { sessionActions } from '../../../stores/session.slice';
import { useForgotPasswordMutation } from '../api/auth.api';
import { formError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { splitServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

/** Inline forgot-password step of /login: the mailed link comes back as /login?reset={token}. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const dispatch = useAppDispatch();
  const t = useT();
  const [requestReset] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    dispatch(sessionActions.forgotPasswordEmailSet(values.email));
    const result = await requestReset(values);
    if ('error' in result) {
      const { byField, general } = splitServerErrors(result.error, ['email'] as const);
      if (byField.email) setError('email', { type: 'server', message: byField.email });
      setGeneralError(general);
      return;
    }
    setSent(
      result.data.message ||
        t(
          'forgot.sent',
          'If an account exists for this e-mail address, we have sent a link to reset the password.',
        ),
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Field label={t('login.email', 'E-mail')} required error={formError(errors.email?.message)}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
      {generalError ? <FormAlert tone="error">{generalError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {sent ? t('forgot.again', 'Send the link again') : t('forgot.submit', 'Send reset link')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('forgot.back', 'Back to sign in')}
      </Button>
    </form>
  );
}
