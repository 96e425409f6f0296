import { AlertTriangle } from 'lucide-react';
import { useT } from '../lib/i18n';
import { Button } from './ui/button';
import { errorMessage } from '../lib/api';

/** A failed load with the server's message and a retry button. */
export function LoadError({
  error,
  what,
  onRetry,
  retrying,
}: {
  error: unknown;
  what: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <AlertTriangle className="size-8 text-amber-500" aria-hidden="true" />
      <div>
        <p className="font-semibold text-slate-900">
          {t('loadError.title', 'Could not load {what}', { what })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{errorMessage(error)}</p>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying ?? false}>
          {t('common.tryAgain', 'Try again')}
        </Button>
      )}
    </div>
  );
}
