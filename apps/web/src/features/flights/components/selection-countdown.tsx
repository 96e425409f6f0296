import { useEffect, useState } from 'react';
import { Timer } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

function label(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Time left on the fare selection (tbId), ticking every second; tells the page once it runs out. */
export function SelectionCountdown({ expiresAt, onExpired }: { expiresAt: number; onExpired: () => void }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt - now;
  const expired = left <= 0;
  useEffect(() => {
    if (expired) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [now, expired, onExpired]);
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1',
        expired
          ? 'bg-red-50 text-red-700 ring-red-200'
          : left < 120_000
            ? 'bg-amber-50 text-amber-900 ring-amber-300'
            : 'bg-sky-50 text-sky-900 ring-sky-200',
      )}
      data-testid="selection-countdown"
    >
      <Timer className="size-4" aria-hidden="true" />
      {expired
        ? t('flights.countdown.expired', 'Fare selection expired')
        : t('flights.countdown.held', 'Fare held for {time}', { time: label(left) })}
    </p>
  );
}
