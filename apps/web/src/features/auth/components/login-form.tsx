import { useRef, useState, type FormEvent } from 'react';
import { loadStore } from '../../../app/store-loader';
import { Button } from '../../../components/ui/button';
import { AppLink, useNav } from '../../../lib/nav';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useT, type Translate } from '../../../lib/i18n';
import { splitServerErrors } from '../../../lib/server-errors';
import { postJson } from '../../../lib/plain-request';
import type { LoginResult, TwoFactorChallenge, TwoFactorLoginAnswer } from '@portal/contracts';
import { SecondStepForm } from '../../settings/security/second-step-form';
import {
  checkLogin,
  EMAIL_MESSAGE,
  LOGIN_FIELDS,
  PASSWORD_MESSAGE,
  type LoginErrors,
  type LoginValues,
} from '../lib/login-form';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  onForgotPassword: (email: string) => void;
}

/**
 * Plain controlled inputs with hand-written checks (lib/login-form.ts): the sign-in page is the first
 * page most visitors load, so it leaves zod and react-hook-form to the larger forms. Like those forms it
 * checks on submit, then again on every change until the form is valid.
 */
export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const nav = useNav();
  const t = useT();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<keyof LoginValues, HTMLInputElement | null>>>({});
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const signedIn = async (answer: { reseller: TwoFactorLoginAnswer['reseller']; jwtToken: string }) => {
    (await loadStore()).signedIn(answer.reseller, answer.jwtToken);
    // Back to where the gate stopped the agent; on / the gate sends them to the first enabled module.
    await nav.navigate(returnPath(nav.state), { replace: true });
  };

  const change = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) {
      const check = checkLogin(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const focusFirst = (found: LoginErrors) => {
    const first = LOGIN_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    setGeneralError(null);
    const check = checkLogin(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // A plain request: the page renders and signs in before Redux Toolkit has loaded (issue 11).
      const result = await postJson<LoginResult>('b2b/resellers/auth/login', check.body);
      if ('error' in result) {
        const { byField, general } = splitServerErrors(result.error, LOGIN_FIELDS);
        setErrors(byField);
        focusFirst(byField);
        setGeneralError(general);
        return;
      }
      const answer = result.data;
      if ('jwtToken' in answer) {
        await signedIn(answer);
      } else if ('challengeToken' in answer) {
        // Two-factor sign-in: the code (or the enrolment) completes it (issue 32 §4).
        setChallenge(answer);
      } else {
        await nav.navigate(`/verification/${answer.agentCode}/${encodeURIComponent(answer.randomString)}`);
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge)
    return (
      <SecondStepForm<TwoFactorLoginAnswer>
        challenge={challenge}
        base="b2b/resellers/auth"
        onSignedIn={signedIn}
        onCancel={() => {
          setChallenge(null);
          setValues((v) => ({ ...v, password: '' }));
        }}
      />
    );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <Field label={t('login.email', 'E-mail')} required error={fieldError(t, errors.email)}>
        <Input
          ref={(el) => {
            inputs.current.email = el;
          }}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onChange={change('email')}
        />
      </Field>
      <Field label={t('login.password', 'Password')} required error={fieldError(t, errors.password)}>
        <PasswordInput
          ref={(el) => {
            inputs.current.password = el;
          }}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
        />
      </Field>
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => onForgotPassword(values.email.trim())}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t('login.forgot', 'Forgot password?')}
        </button>
      </div>
      {generalError ? <FormAlert tone="error">{generalError}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('login.submit', 'Sign in')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('login.new', 'New to our portal?')}{' '}
        <AppLink to="/register" className="font-semibold text-brand-700 hover:underline">
          {t('login.register', 'Register your agency')}
        </AppLink>
      </p>
    </form>
  );
}

/** The form's own checks in the reader's language; the server's answers stay as sent. */
function fieldError(t: Translate, message: string | undefined): string | undefined {
  if (message === EMAIL_MESSAGE) return t('login.emailInvalid', 'Enter a valid e-mail address');
  if (message === PASSWORD_MESSAGE) return t('login.passwordRequired', 'Password is required');
  return message;
}

/** Only same-site paths from the gate's state, never /login itself or an absolute URL. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login'))
    return '/';
  return from;
}
