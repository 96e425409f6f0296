import { useCallback, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { AGENT_SESSION, errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../auth/components/form-alert';
import { bearerCall } from './security-client';
import { useAnswer } from './use-answer';

interface AgencySettingsDto {
  requireTwoFactor: boolean;
}

/**
 * The owner's agency-wide setting (issue 32 §1): require two-factor sign-in of every user. Switching it on
 * needs the owner's own two-factor first; users without it are signed out and set it up at their next sign-in.
 */
export function AgencyRequirementCard() {
  const t = useT();
  const call = useMemo(() => bearerCall(AGENT_SESSION), []);
  const load = useCallback(() => call<AgencySettingsDto>('GET', 'b2b/agency/settings'), [call]);
  const settings = useAnswer(load);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const change = async (requireTwoFactor: boolean) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    const result = await call<AgencySettingsDto>('PATCH', 'b2b/agency/settings', { requireTwoFactor });
    setBusy(false);
    if ('error' in result) {
      setError(errorMessage(result.error));
      return;
    }
    setNotice(
      requireTwoFactor
        ? t(
            'agency2fa.nowRequired',
            'Two-factor sign-in is now required. Users without it were signed out and set it up at their next sign-in.',
          )
        : t('agency2fa.noLonger', 'Two-factor sign-in is no longer required of every user.'),
    );
    await settings.reload();
  };

  const on = settings.data?.requireTwoFactor ?? false;
  return (
    <Card>
      <CardHeader
        title={t('agency2fa.title', 'Require two-factor sign-in for all users')}
        description={t(
          'agency2fa.description',
          'An agency-wide setting: every user of your agency must sign in with a code from an app.',
        )}
      />
      <CardBody className="space-y-3">
        {settings.loading && !settings.data ? (
          <SkeletonList rows={1} label={t('agency2fa.loading', "Loading the agency's setting")} />
        ) : settings.error && !settings.data ? (
          <LoadError
            error={settings.error}
            what={t('agency2fa.what', "the agency's setting")}
            onRetry={() => void settings.reload()}
          />
        ) : (
          <>
            <p className="text-sm text-slate-700" data-testid="agency-two-factor">
              {on
                ? t('agency2fa.required', 'Required for every user.')
                : t('agency2fa.notRequired', 'Not required: each user decides.')}
            </p>
            {notice && <FormAlert tone="success">{notice}</FormAlert>}
            {error && <FormAlert tone="error">{error}</FormAlert>}
            <Button variant={on ? 'secondary' : 'primary'} loading={busy} onClick={() => void change(!on)}>
              {on
                ? t('agency2fa.stop', 'Stop requiring it')
                : t('agency2fa.start', 'Require it for all users')}
            </Button>
          </>
        )}
      </CardBody>
    </Card>
  );
}
