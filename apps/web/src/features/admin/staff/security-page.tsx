import { useMemo } from 'react';
import { securityClient } from '../../settings/security/security-client';
import { SessionsCard } from '../../settings/security/sessions-card';
import { TwoFactorCard } from '../../settings/security/two-factor-card';
import { STAFF_SESSION } from '../api/admin-api';

/** /admin/security: the member of staff's own two-factor sign-in and sessions (issue 33 §1). */
export function StaffSecurityPage() {
  const client = useMemo(() => securityClient('admin/auth', STAFF_SESSION), []);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-bold text-slate-900">My security</h1>
      <p className="text-sm text-slate-600">
        Two-factor sign-in and the devices you are signed in on. Staff whose roles move money must use
        two-factor sign-in.
      </p>
      <TwoFactorCard client={client} />
      <SessionsCard client={client} />
    </div>
  );
}
