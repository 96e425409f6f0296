import { useT } from '../../../lib/i18n';

/** One-time recovery codes, shown once (after an enrolment or a regeneration). */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const t = useT();
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="text-sm font-semibold text-amber-900">
        {t('twoFactor.codesTitle', 'Your recovery codes')}
      </h3>
      <p className="text-sm text-amber-900">
        {t(
          'twoFactor.codesText',
          'Keep these codes somewhere safe: they are shown only now. If you lose your phone, sign in with one of them instead of a code from the app. Each code works once.',
        )}
      </p>
      <ol
        aria-label={t('twoFactor.codesLabel', 'Recovery codes')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-slate-900 sm:grid-cols-3"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}
