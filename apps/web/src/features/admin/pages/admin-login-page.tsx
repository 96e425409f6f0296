import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useCompanyConfig } from '../../../lib/company-config';
import { FormAlert } from '../../auth/components/form-alert';
import { PasswordInput } from '../../auth/components/password-input';
import { adminApi, useAdminLoginMutation } from '../api/admin-api';
import { saveAdminToken, takeStaffSignInNotice } from '../lib/admin-session';
import { checkAdminLogin, type AdminLoginErrors } from '../lib/admin-login';
import type { TwoFactorAdminLoginAnswer, TwoFactorChallenge } from '@portal/contracts';
import { SecondStepForm } from '../../settings/security/second-step-form';

/** Staff sign-in of the back office (its own session: an agent signed in in this browser stays signed in). */
export function AdminLoginPage() {
  const dispatch = useAppDispatch();
  const config = useCompanyConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AdminLoginErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [notice] = useState(takeStaffSignInNotice);
  const [submitted, setSubmitted] = useState(false);
  const [login, { isLoading }] = useAdminLoginMutation();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  const signedIn = (jwtToken: string) => {
    dispatch(adminApi.util.resetApiState());
    // The layout sees the session and takes staff on to where they were going (staffReturnPath).
    saveAdminToken(jwtToken);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setGeneral(null);
    setSubmitted(true);
    const check = checkAdminLogin({ email, password });
    setErrors(check.errors);
    if (!check.ok) return;
    const result = await login(check.body);
    if ('error' in result) {
      const byField = fieldErrors(result.error);
      const found: AdminLoginErrors = {};
      if (byField.email?.[0]) found.email = byField.email[0];
      if (byField.password?.[0]) found.password = byField.password[0];
      setErrors(found);
      if (!found.email && !found.password) setGeneral(errorMessage(result.error));
      return;
    }
    // Two-factor sign-in on, or required by a role that moves money (issue 33 §1): the second step.
    if ('challengeToken' in result.data) setChallenge(result.data);
    else signedIn(result.data.jwtToken);
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Back office</p>
        <h1 className="mt-1 text-xl font-bold text-slate-900">
          {config?.companyName ?? 'Company'} staff sign-in
        </h1>
        <p className="mt-1 text-sm text-slate-600">For company staff. Agents sign in on the portal.</p>
        {challenge ? (
          <div className="mt-6">
            <SecondStepForm<TwoFactorAdminLoginAnswer>
              challenge={challenge}
              base="admin/auth"
              onSignedIn={(answer) => signedIn(answer.jwtToken)}
              onCancel={() => {
                setChallenge(null);
                setPassword('');
              }}
            />
          </div>
        ) : (
          <form className="mt-6 space-y-4" noValidate onSubmit={(e) => void submit(e)}>
            <Field label="Email" error={errors.email} required>
              <Input
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  // After a first try, each change checks again (as the agents' sign-in does).
                  if (submitted) setErrors(checkAdminLogin({ email: e.target.value, password }).errors);
                }}
              />
            </Field>
            <Field label="Password" error={errors.password} required>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  if (submitted) setErrors(checkAdminLogin({ email, password: e.target.value }).errors);
                }}
              />
            </Field>
            {notice && !general && <FormAlert tone="info">{notice}</FormAlert>}
            {general && <FormAlert tone="error">{general}</FormAlert>}
            <Button type="submit" className="w-full" loading={isLoading}>
              Sign in
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
