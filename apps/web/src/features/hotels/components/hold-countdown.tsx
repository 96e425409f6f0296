import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { holdCountdown } from '../lib/apply-form';
import { useT } from '../../../lib/i18n';

/** The time left on the rate hold, ticking every second; tells the page once it runs out. */
export function HoldCountdown({ expiresAt, onExpired }: { expiresAt: number; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const countdown = holdCountdown(expiresAt, now);
  const t = useT();
  useEffect(() => {
    if (countdown.expired) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, countdown.expired, onExpired]);
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1',
        countdown.expired
          ? 'bg-red-50 text-red-700 ring-red-200'
          : countdown.urgent
            ? 'bg-amber-50 text-amber-900 ring-amber-300'
            : 'bg-sky-50 text-sky-900 ring-sky-200',
      )}
      data-testid="hold-countdown"
    >
      <Timer className="size-4" aria-hidden="true" />
      {countdown.expired ? (
        t('hold.expired', 'Hold expired')
      ) : (
        <>
          {t('hold.heldFor', 'Rate held for')}{' '}
          <span className="tabular-nums" dir="ltr">
            {countdown.label}
          </span>
        </>
      )}
    </p>
  );
}
