import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const AT = {
  sm: { cards: 'sm:hidden', table: 'sm:block' },
  md: { cards: 'md:hidden', table: 'md:block' },
};

/**
 * A list as stacked cards on phones and a table on wider screens; the table scrolls sideways in its
 * own named region, so the page never does.
 */
export function StackedTable({
  label,
  regionLabel = `${label} table`,
  cards,
  tableClassName,
  from = 'sm',
  children,
}: {
  /** The cards' list name ("Quotations"). */
  label: string;
  /** The table region's name; default "<label> table". */
  regionLabel?: string;
  /** The <li> of each row, for phones. */
  cards: ReactNode;
  /** e.g. its min width: "min-w-[44rem]". */
  tableClassName?: string;
  /** The first screen width with the table. */
  from?: keyof typeof AT;
  /** The table's <thead> and <tbody>. */
  children: ReactNode;
}) {
  return (
    <>
      <ul className={cn('divide-y divide-slate-100', AT[from].cards)} aria-label={label}>
        {cards}
      </ul>
      <div
        role="region"
        aria-label={regionLabel}
        tabIndex={0}
        className={cn('relative hidden overflow-x-auto focus-visible:outline-offset-[-2px]', AT[from].table)}
      >
        <table className={cn('w-full text-sm', tableClassName)}>{children}</table>
      </div>
    </>
  );
}
