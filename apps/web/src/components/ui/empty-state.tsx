import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '../../lib/cn';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link that gets the agent going. */
  action?: ReactNode;
  className?: string;
  /** 2 where the empty state sits right under the page's h1 (no card title between): headings keep their order. */
  headingLevel?: 2 | 3;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      <div
        className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        aria-hidden="true"
      >
        {icon ?? <Inbox className="size-7" />}
      </div>
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
