import type { TwoFactorEnrolment } from '@portal/contracts';
import { useT } from '../../../lib/i18n';

/** The QR code to scan (drawn by the server) and the secret to type in where a camera is not at hand. */
export function EnrolmentView({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <img
        src={enrolment.qrCode}
        alt={t('twoFactor.qrAlt', 'QR code for your authenticator app')}
        width={176}
        height={176}
        className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white"
      />
      <div className="min-w-0 space-y-2 text-sm text-slate-700">
        <p>
          {t(
            'twoFactor.scan',
            '1. Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy or similar).',
          )}
        </p>
        <p>{t('twoFactor.byHand', 'Or enter this key in the app by hand:')}</p>
        <p
          className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
          data-testid="two-factor-secret"
        >
          {enrolment.secret}
        </p>
        <p>{t('twoFactor.enterShown', '2. Enter the 6-digit code the app shows.')}</p>
      </div>
    </div>
  );
}
