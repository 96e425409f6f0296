import { useState, type FormEvent } from 'react';
import type { TwoFactorEnrolment } from '@portal/contracts';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { SkeletonList } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../auth/components/form-alert';
import { CodeInput } from './code-input';
import { EnrolmentView } from './enrolment-view';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';
import type { SecurityClient } from './security-client';
import { useAnswer } from './use-answer';
import { useFormats } from '../../../lib/use-formats';

type Mode = 'idle' | 'regenerate' | 'disable';

/** Two-factor sign-in of the person signed in: set it up (QR code, first code), recovery codes, switch off. */
export function TwoFactorCard({ client }: { client: SecurityClient }) {
  const t = useT();
  const fmt = useFormats();
  const status = useAnswer(client.status);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<Mode>('idle');

  const start = async () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    setCodes(null);
    const result = await client.enrol();
    setBusy(false);
    if ('error' in result) setError(errorMessage(result.error));
    else setEnrolment(result.data);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError(t('twoFactor.enterSix', 'Enter the 6-digit code from the app'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await client.confirm(code.trim());
    setBusy(false);
    setCode('');
    if ('error' in result) {
      setError(errorMessage(result.error));
      return;
    }
    setEnrolment(null);
    setCodes(result.data.recoveryCodes);
    setNotice(
      t(
        'twoFactor.nowOn',
        'Two-factor sign-in is on. From now on you sign in with your password and a code from the app.',
      ),
    );
    await status.reload();
  };

  const s = status.data;
  return (
    <Card>
      <CardHeader
        title={t('twoFactor.title', 'Two-factor sign-in')}
        description={t(
          'twoFactor.description',
          'A code from an authenticator app on your phone, asked for after your password.',
        )}
      />
      <CardBody className="space-y-4">
        {status.loading && !s ? (
          <SkeletonList rows={2} label={t('twoFactor.loading', 'Loading two-factor sign-in')} />
        ) : status.error && !s ? (
          <LoadError
            error={status.error}
            what={t('twoFactor.what', 'two-factor sign-in')}
            onRetry={() => void status.reload()}
          />
        ) : s ? (
          <>
            <p className="text-sm text-slate-700" data-testid="two-factor-status">
              {s.enabled
                ? t('twoFactor.onSince', 'On since {date}. Recovery codes left: {left}.', {
                    date: fmt.date(s.enabledAt ?? ''),
                    left: s.recoveryCodesLeft,
                  })
                : t('twoFactor.off', 'Off.')}
              {s.required && ` ${t('twoFactor.required', 'Required for your account.')}`}
            </p>
            {notice && <FormAlert tone="success">{notice}</FormAlert>}
            {codes && <RecoveryCodes codes={codes} />}
            {!s.enabled && !enrolment && (
              <Button onClick={() => void start()} loading={busy}>
                {t('twoFactor.setUp', 'Set up two-factor sign-in')}
              </Button>
            )}
            {!s.enabled && enrolment && (
              <form noValidate onSubmit={(e) => void confirm(e)} className="space-y-4">
                <EnrolmentView enrolment={enrolment} />
                <Field label={t('twoFactor.appCode', 'Code from the app')} required>
                  <CodeInput value={code} onChange={(e) => setCode(e.target.value)} />
                </Field>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" loading={busy}>
                    {t('twoFactor.turnOn', 'Turn on')}
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setEnrolment(null)}>
                    {t('certificate.cancel', 'Cancel')}
                  </Button>
                </div>
              </form>
            )}
            {s.enabled && mode === 'idle' && (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setMode('regenerate')}>
                  {t('twoFactor.newCodes', 'New recovery codes')}
                </Button>
                {!s.required && (
                  <Button variant="danger" onClick={() => setMode('disable')}>
                    {t('twoFactor.switchOff', 'Switch off')}
                  </Button>
                )}
              </div>
            )}
            {s.enabled && mode === 'regenerate' && (
              <ProofForm
                action={t('twoFactor.makeCodes', 'Make new recovery codes')}
                onSubmit={client.regenerate}
                onCancel={() => setMode('idle')}
                onDone={(answer) => {
                  setMode('idle');
                  setCodes(answer.recoveryCodes);
                  setNotice(t('twoFactor.codesRenewed', 'New recovery codes: the old ones no longer work.'));
                  void status.reload();
                }}
              />
            )}
            {s.enabled && mode === 'disable' && (
              <ProofForm
                action={t('twoFactor.switchOffFull', 'Switch off two-factor sign-in')}
                variant="danger"
                onSubmit={client.disable}
                onCancel={() => setMode('idle')}
                onDone={() => {
                  setMode('idle');
                  setCodes(null);
                  setNotice(t('twoFactor.isOff', 'Two-factor sign-in is off.'));
                  void status.reload();
                }}
              />
            )}
            {error && <FormAlert tone="error">{error}</FormAlert>}
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}
