import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { sessionActions } from '../../../stores/session.slice';
import { useLoginMutation } from '../api/auth.api';
import { splitServerErrors } from '../lib/server-errors';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

const loginForm = loginBody.pick({ email: true, password: true });
type LoginForm = z.input<typeof loginForm>;
const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  onForgotPassword: (email: string) => void;
}

export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, z.output<typeof loginForm>>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    const result = await login(values);
    if ('error' in result) {
      const { byField, general } = splitServerErrors(result.error, FIELDS);
      for (const field of FIELDS) {
        const message = byField[field];
        if (message) setError(field, { type: 'server', message });
      }
      setGeneralError(general);
      return;
    }
    const answer = result.data;
    if ('jwtToken' in answer) {
      dispatch(sessionActions.loggedIn({ agent: answer.reseller, token: answer.jwtToken }));
      // The access gate on / sends the agent on to the first enabled module.
      await navigate('/', { replace: true });
    } else {
      await navigate(`/verification/${answer.agentCode}/${encodeURIComponent(answer.randomString)}`);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Field label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
      </Field>
      <Field label="Password" required error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </Field>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email'))}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      {generalError ? <FormAlert tone="error">{generalError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        Sign in
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to our portal?{' '}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Register your agency
        </Link>
      </p>
    </form>
  );
}
