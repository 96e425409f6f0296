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
import { splitServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';

const SENT_FALLBACK =
  'If an account exists for this e-mail address, we have sent a link to reset the password.';

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

/** Inline forgot-password step of /login: the mailed link comes back as /login?reset={token}. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const dispatch = useAppDispatch();
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
    setSent(result.data.message || SENT_FALLBACK);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Field label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
      {generalError ? <FormAlert tone="error">{generalError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {sent ? 'Send the link again' : 'Send reset link'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
