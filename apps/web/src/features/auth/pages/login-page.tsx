import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { loadStore, loadStoreWhenIdle, useStoreRuntime } from '../../../app/store-loader';
import { SiteLoading } from '../../../components/loading-screen';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n';
import { useNav } from '../../../lib/nav';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
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

// Those forms use RTK Query: they render inside the store, loaded with them.
const StoreProvider = lazy(() => loadStore().then((m) => ({ default: m.StoreProvider })));

const NO_SESSION = { isSiteLoading: false, isLoggedIn: false, forgotPasswordEmail: '' };

/**
 * The session as far as this page needs it, without react-redux: before the store has loaded nobody
 * is signed in here, unless a token is stored - then the store loads at once and decides.
 */
function useSession() {
  const runtime = useStoreRuntime();
  const hasToken = readStorage(STORAGE_KEYS.token) !== null;
  useEffect(() => {
    // With a token the session must be checked now; without one the store is only needed after
    // signing in, so it loads once the page is idle.
    if (hasToken) void loadStore();
    else loadStoreWhenIdle();
  }, [hasToken]);
  const subscribe = useCallback(
    (listener: () => void) => runtime?.store.subscribe(listener) ?? (() => undefined),
    [runtime],
  );
  const session = useSyncExternalStore(subscribe, () => runtime?.store.getState().session ?? null);
  if (!session) return hasToken ? { ...NO_SESSION, isSiteLoading: true } : NO_SESSION;
  return session;
}

function OnDemand({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-10">
          <Spinner className="size-6 text-brand-700" label={t('auth.loadingForm', 'Loading form')} />
        </div>
      }
    >
      <StoreProvider>{children}</StoreProvider>
    </Suspense>
  );
}

/** A signed-in visitor goes to / (as React Router's <Navigate replace>). */
function ToHome() {
  const nav = useNav();
  useEffect(() => {
    void nav.navigate('/', { replace: true });
  }, [nav]);
  return null;
}

type Mode = { step: 'login' } | { step: 'forgot'; email: string };

/** /login, with the inline forgot-password step and the reset form for /login?reset={token}. */
export function LoginPage() {
  const runtime = useStoreRuntime();
  return (
    <>
      <LoginScreens />
      {/* The reset form's success toast outlives the form: the toasts sit beside the screens. */}
      {runtime ? <runtime.StoreToaster /> : null}
    </>
  );
}

function LoginScreens() {
  const { isSiteLoading, isLoggedIn, forgotPasswordEmail: forgotEmail } = useSession();
  const nav = useNav();
  const [mode, setMode] = useState<Mode>({ step: 'login' });
  const resetToken = nav.search.get('reset');
  const t = useT();

  if (isSiteLoading) return <SiteLoading />;
  if (isLoggedIn) return <ToHome />;

  const clearResetToken = () => nav.setSearch({}, { replace: true });

  if (resetToken) {
    return (
      <AuthLayout
        banner="login"
        title={t('auth.reset.title', 'Set a new password')}
        subtitle={t('auth.reset.subtitle', 'Choose a new password for your agent account.')}
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
        title={t('auth.forgot.title', 'Forgot your password?')}
        subtitle={t(
          'auth.forgot.subtitle',
          'Enter the e-mail address of your agent account and we will send you a link to set a new password.',
        )}
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
      title={t('login.title', 'Agent sign in')}
      subtitle={t('login.subtitle', 'Sign in to book hotels, attractions, visas and more.')}
    >
      <LoginForm onForgotPassword={(email) => setMode({ step: 'forgot', email: email || forgotEmail })} />
    </AuthLayout>
  );
}
