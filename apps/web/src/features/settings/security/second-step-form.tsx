import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TwoFactorChallenge, TwoFactorEnrolment } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { postJson } from '../../../lib/plain-request';
import { FormAlert } from '../../auth/components/form-alert';
import { CodeInput } from './code-input';
import { EnrolmentView } from './enrolment-view';
import { RecoveryCodes } from './recovery-codes';

const messageOf = (error: { data?: unknown }, fallback: string) => {
  const data = error.data as { error?: unknown } | undefined;
  return typeof data?.error === 'string' && data.error ? data.error : fallback;
};

interface SecondStepProps<T> {
  challenge: TwoFactorChallenge;
  /** The sign-in's routes: an agent's or staff's. */
  base: 'b2b/resellers/auth' | 'admin/auth';
  /** The completed sign-in (after the recovery codes of a new enrolment were shown). */
  onSignedIn: (answer: T) => void | Promise<void>;
  /** Back to the password step. */
  onCancel: () => void;
}

/**
 * The sign-in's second step (issue 32 §4): the code from the authenticator app (or a recovery code), or,
 * where two-factor sign-in is required and not set up yet, its enrolment first. Plain requests: the
 * sign-in page works before the data layer has loaded.
 */
export function SecondStepForm<T extends { jwtToken: string; recoveryCodes?: string[] | undefined }>({
  challenge,
  base,
  onSignedIn,
  onCancel,
}: SecondStepProps<T>) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [done, setDone] = useState<T | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const enrolling = challenge.step === 'enrol';

  useEffect(() => {
    if (!enrolling) return;
    let live = true;
    void postJson<TwoFactorEnrolment>(`${base}/two-factor/challenge/enrol`, {
      challengeToken: challenge.challengeToken,
    }).then((result) => {
      if (!live) return;
      if ('error' in result)
        setError(
          messageOf(
            result.error,
            t('twoFactor.setupFailed', 'Could not start the set-up. Please sign in again.'),
          ),
        );
      else setEnrolment(result.data);
    });
    return () => {
      live = false;
    };
  }, [base, challenge.challengeToken, enrolling, t]);

  useEffect(() => input.current?.focus(), [enrolment]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError(t('twoFactor.enterCode', 'Enter the code'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await postJson<T>(`${base}/two-factor/challenge/verify`, {
        challengeToken: challenge.challengeToken,
        code: code.trim(),
      });
      if ('error' in result) {
        setError(
          messageOf(result.error, t('twoFactor.checkFailed', 'Could not check the code. Please try again.')),
        );
        setCode('');
        input.current?.focus();
        return;
      }
      if (result.data.recoveryCodes?.length) setDone(result.data);
      else await onSignedIn(result.data);
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{t('twoFactor.isOn', 'Two-factor sign-in is on.')}</FormAlert>
        <RecoveryCodes codes={done.recoveryCodes ?? []} />
        <Button className="w-full" size="lg" onClick={() => void onSignedIn(done)}>
          {t('twoFactor.savedCodes', 'I have saved my recovery codes, continue')}
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {enrolling
          ? t('twoFactor.setUp', 'Set up two-factor sign-in')
          : t('twoFactor.title', 'Two-factor sign-in')}
      </h2>
      <p className="text-sm text-slate-600">
        {enrolling
          ? t(
              'twoFactor.enrolMessage',
              'Two-factor sign-in is required for your account. Set it up with an authenticator app to continue.',
            )
          : t(
              'twoFactor.codeMessage',
              'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
            )}
      </p>
      {enrolling && !enrolment && !error && (
        <p className="text-sm text-slate-500">{t('twoFactor.preparing', 'Preparing your QR code…')}</p>
      )}
      {enrolment && <EnrolmentView enrolment={enrolment} />}
      {(!enrolling || enrolment) && (
        <Field
          label={
            enrolling
              ? t('twoFactor.appCode', 'Code from the app')
              : t('twoFactor.authCode', 'Authentication code')
          }
          required
          hint={
            enrolling
              ? undefined
              : t('twoFactor.codeHint', 'The 6-digit code from your app, or one of your recovery codes.')
          }
        >
          <CodeInput ref={input} value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
      )}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" loading={busy} disabled={enrolling && !enrolment}>
        {enrolling ? t('twoFactor.turnOnSignIn', 'Turn on and sign in') : t('twoFactor.verify', 'Verify')}
      </Button>
      <button
        type="button"
        onClick={onCancel}
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline"
      >
        {t('twoFactor.back', 'Back to sign-in')}
      </button>
    </form>
  );
}
