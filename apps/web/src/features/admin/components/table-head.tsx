import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A column heading: its text, or with `right` (numbers) or `hidden` (named for screen readers only). */
export type Column = ReactNode | { label: ReactNode; right?: boolean; hidden?: boolean };

const isOptions = (c: Column): c is { label: ReactNode; right?: boolean; hidden?: boolean } =>
  typeof c === 'object' && c !== null && 'label' in c;

/** The grey heading row of a back-office table. */
export function TableHead({ columns, cell = 'px-4 py-2' }: { columns: readonly Column[]; cell?: string }) {
  return (
    <thead className="bg-slate-50 text-start text-slate-600">
      <tr>
        {columns.map((c, i) => {
          const o = isOptions(c) ? c : { label: c };
          return (
            <th key={i} scope="col" className={cn(cell, o.right && 'text-end', 'font-medium')}>
              {o.hidden ? <span className="sr-only">{o.label}</span> : o.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
