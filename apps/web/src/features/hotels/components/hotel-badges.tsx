import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const TONES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

export function Badge({
  tone = 'slate',
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
