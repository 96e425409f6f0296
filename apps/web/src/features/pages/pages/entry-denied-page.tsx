import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/store';
import { sessionActions } from '../../../stores/session.slice';
import { useLogoutMutation } from '../../../lib/shell-api';
import { CompanyContacts } from '../components/company-contacts';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** Spec section 4: shown when the agent's configuration is missing or every module flag is off. */
export function EntryDeniedPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const [leaving, setLeaving] = useState(false);

  async function loginAgain() {
    setLeaving(true);
    // Best effort: the local session is cleared even when the server cannot be reached.
    await logout().catch(() => undefined);
    dispatch(sessionActions.loggedOut());
    await navigate('/login', { replace: true });
  }

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <ShieldX aria-hidden className="mx-auto size-14 text-accent-500" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">
          {t('pages.entryDenied', 'Entry Denied...!')}
        </h1>
        <p className="mt-3 text-slate-600">
          {t(
            'pages.accessToThePortal',
            'Access to the portal is denied for your account. No booking modules are enabled for your agency at the moment. Please contact our team to get access.',
          )}
        </p>
        <div className="mt-6 flex justify-center text-start">
          <CompanyContacts />
        </div>
        <Button
          size="lg"
          className="mt-8 w-full sm:w-auto"
          loading={leaving}
          onClick={() => void loginAgain()}
        >
          {t('pages.loginAgain', 'Login again')}
        </Button>
      </div>
    </div>
  );
}
