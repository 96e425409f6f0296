import { useMemo } from 'react';
import { useAppSelector } from '../../../app/store';
import { AgencyRequirementCard } from './agency-requirement-card';
import { AGENT_SESSION } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { AppLink } from '../../../lib/nav';
import { securityClient } from './security-client';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** /settings/security: the agency user's own two-factor sign-in and sessions (issue 32 §4). */
export function SecurityPage() {
  const t = useT();
  const client = useMemo(() => securityClient('b2b/resellers/auth', AGENT_SESSION), []);
  // The agency-wide setting is the owner's (users.manage); the API refuses anyone else.
  const owner = useAppSelector((state) => state.session.agent?.user?.permissions.includes('users.manage'));
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <AppLink to="/settings" className="text-sm font-medium text-brand-700 hover:underline">
          <span className="inline-block rtl:-scale-x-100">←</span> {t('nav.settings', 'Settings')}
        </AppLink>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('security.title', 'Security')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('security.subtitle', 'Two-factor sign-in and the devices you are signed in on.')}
        </p>
      </div>
      <TwoFactorCard client={client} />
      <SessionsCard client={client} />
      {owner && <AgencyRequirementCard />}
    </div>
  );
}
