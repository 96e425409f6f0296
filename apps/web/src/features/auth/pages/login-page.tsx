import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { Spinner } from '../../../components/ui/spinner';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

// The recovery forms use zod and react-hook-form; loading them on demand keeps both out of the
// sign-in page's initial JavaScript (issue 2 section 9).
const ForgotPasswordForm = lazy(() =>
  import('../components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('../components/reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);

function OnDemand({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-700" label="Loading form" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

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
        <OnDemand>
          <ResetPasswordForm
            token={resetToken}
            onDone={clearResetToken}
            onRequestNewLink={() => {
              clearResetToken();
              setMode({ step: 'forgot', email: forgotEmail });
            }}
          />
        </OnDemand>
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
        <OnDemand>
          <ForgotPasswordForm initialEmail={mode.email} onBack={() => setMode({ step: 'login' })} />
        </OnDemand>
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
