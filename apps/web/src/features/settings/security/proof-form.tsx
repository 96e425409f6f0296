import { useState, type FormEvent } from 'react';
import type { TwoFactorProofBody } from '@portal/contracts';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { FormAlert } from '../../auth/components/form-alert';
import { CodeInput } from './code-input';
import type { Answer } from './security-client';

/**
 * A change of the second factor proves the person first (issue 32 §4): its password, or a current code from
 * the app (or a recovery code).
 */
export function ProofForm<T>({
  action,
  variant = 'secondary',
  onSubmit,
  onDone,
  onCancel,
}: {
  action: string;
  variant?: ButtonVariant;
  onSubmit: (proof: TwoFactorProofBody) => Promise<Answer<T>>;
  onDone: (answer: T) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!password && !code.trim()) {
      setError(t('twoFactor.proofNeeded', 'Enter your password or a code from your app'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await onSubmit(password ? { password } : { code: code.trim() });
    setBusy(false);
    if ('error' in result) {
      setError(errorMessage(result.error));
      return;
    }
    onDone(result.data);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3 rounded-lg bg-slate-50 p-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('twoFactor.yourPassword', 'Your password')}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label={t('twoFactor.orCode', 'Or a code from your app')}>
          <CodeInput value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
      </div>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={variant} loading={busy}>
          {action}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('certificate.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
