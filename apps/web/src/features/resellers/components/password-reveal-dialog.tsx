import { useEffect, useRef, useState } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';

export interface RevealedPassword {
  title: string;
  agentCode: number;
  email: string;
  password: string;
}

/**
 * Shows a generated password once. It is kept only in this dialog's props: closing it drops it for
 * good (the server stores only its hash and e-mailed it to the sub-agent).
 */
export function PasswordRevealDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedPassword | null;
  onClose: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copy = async () => {
    if (!revealed) return;
    try {
      await navigator.clipboard.writeText(revealed.password);
      setCopied('ok');
    } catch {
      // No clipboard permission (or an insecure origin): select the text so Ctrl+C works.
      passwordRef.current?.select();
      setCopied('failed');
    }
    window.clearTimeout(resetTimer.current);
    resetTimer.current = window.setTimeout(() => setCopied(null), 3000);
  };

  return (
    <Dialog
      open={revealed !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={revealed?.title ?? ''}
      description={t('resellers.giveTheseSignIn', 'Give these sign-in details to the sub-agent.')}
      footer={
        <Button onClick={onClose} autoFocus>
          {t('resellers.iHaveSavedThe', 'I have saved the password')}
        </Button>
      }
    >
      {revealed && (
        <div className="space-y-4 pb-4" data-testid="generated-password">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">{t('resellers.agentCode', 'Agent code')}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid="generated-agent-code">
              {revealed.agentCode}
            </dd>
            <dt className="text-slate-500">{t('resellers.eMail', 'E-mail')}</dt>
            <dd className="font-medium break-all text-slate-900">{revealed.email}</dd>
          </dl>
          <div className="space-y-1.5">
            <label htmlFor="generated-password-value" className="block text-sm font-medium text-slate-700">
              {t('resellers.password', 'Password')}
            </label>
            <div className="flex gap-2">
              <input
                id="generated-password-value"
                ref={passwordRef}
                readOnly
                value={revealed.password}
                onFocus={(event) => event.currentTarget.select()}
                className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
              />
              <Button
                variant="secondary"
                onClick={() => void copy()}
                aria-label={t('resellers.copyPassword', 'Copy password')}
              >
                {copied === 'ok' ? (
                  <Check className="size-4 text-emerald-600" aria-hidden="true" />
                ) : (
                  <Copy className="size-4" aria-hidden="true" />
                )}
                <span className="hidden sm:inline">
                  {copied === 'ok' ? t('resellers.copied', 'Copied') : t('resellers.copy', 'Copy')}
                </span>
              </Button>
            </div>
            <p role="status" className="min-h-4 text-xs text-slate-500">
              {copied === 'ok'
                ? t('resellers.passwordCopiedToThe', 'Password copied to the clipboard.')
                : copied === 'failed'
                  ? t(
                      'resellers.copyingIsBlockedHere',
                      'Copying is blocked here: the password is selected, press Ctrl+C (Cmd+C).',
                    )
                  : ''}
            </p>
          </div>
          <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong>{t('resellers.thisPasswordWillNot', 'This password will not be shown again.')}</strong>{' '}
              Copy it now. It was also e-mailed to {revealed.email}.
            </p>
          </div>
        </div>
      )}
    </Dialog>
  );
}
