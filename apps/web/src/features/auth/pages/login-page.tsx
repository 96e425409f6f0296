import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { ResetPasswordForm } from '../components/reset-password-form';

type Mode = { step: 'login' } | { step: 'forgot'; email: string };

/** /login, with the inline forgot-password step and the reset form for /login?reset={token}. */
export function LoginPage() {
  const isLoggedIn = useAppSelector((state) => state.session.isLoggedIn);
  const forgotEmail = useAppSelector((state) => state.session.forgotPasswordEmail);
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>({ step: 'login' });
  const resetToken = params.get('reset');

  if (isLoggedIn) return <Navigate to="/" replace />;

  const clearResetToken = () => setParams({}, { replace: true });

  if (resetToken) {
    return (
      <AuthLayout
        banner="login"
        title="Set a new password"
        subtitle="Choose a new password for your agent account."
      >
        <ResetPasswordForm
          token={resetToken}
          onDone={clearResetToken}
          onRequestNewLink={() => {
            clearResetToken();
            setMode({ step: 'forgot', email: forgotEmail });
          }}
        />
      </AuthLayout>
    );
  }

  if (mode.step === 'forgot') {
    return (
      <AuthLayout
        banner="login"
        title="Forgot your password?"
        subtitle="Enter the e-mail address of your agent account and we will send you a link to set a new password."
      >
        <ForgotPasswordForm initialEmail={mode.email} onBack={() => setMode({ step: 'login' })} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      banner="login"
      title="Agent sign in"
      subtitle="Sign in to book hotels, attractions, visas and more."
    >
      <LoginForm onForgotPassword={(email) => setMode({ step: 'forgot', email: email || forgotEmail })} />
    </AuthLayout>
  );
}
