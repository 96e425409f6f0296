import type { QuotationStatus } from '@portal/domain';
import { cn } from '../../../lib/cn';
import { statusLabel } from '../lib/labels';
import { useT } from '../../../lib/i18n';

export function StatusPill({ status }: { status: QuotationStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1',
        status === 'confirmed'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-amber-50 text-amber-800 ring-amber-200',
      )}
    >
      {statusLabel(t, status)}
    </span>
  );
}
