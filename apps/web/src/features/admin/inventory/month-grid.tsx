import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * The month calendar grids of the inventory extranet (hotel allotments, a2a seat blocks): rows (room
 * types, sectors) x the days of a month, with a month switcher.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
export const shiftMonth = (month: string, by: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export function MonthSwitcher({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label="Previous month"
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <span className="min-w-32 text-center text-sm font-medium text-slate-900" aria-live="polite">
        {monthLabel(month)}
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Next month"
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

export interface MonthGridCell {
  date: string;
  text: ReactNode;
  /** Shown in red (stop sale, closed). */
  alert?: boolean;
}

export interface MonthGridRow {
  id: string;
  name: string;
  cells: MonthGridCell[];
}

export function MonthGridTable({
  label,
  rowHeader,
  days,
  rows,
  busy,
  testId,
}: {
  /** The scrolling region's name, e.g. "Allotments of June 2026". */
  label: string;
  rowHeader: string;
  days: string[];
  rows: MonthGridRow[];
  busy?: boolean;
  /** Rows get `${testId}-row`, cells `${testId}-cell`. */
  testId: string;
}) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="min-w-max border-collapse text-xs" aria-busy={busy || undefined}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="sticky start-0 bg-slate-50 px-3 py-2 text-start font-medium">
              {rowHeader}
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                {d.slice(8, 10)}/{d.slice(5, 7)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} data-testid={`${testId}-row`}>
              <th
                scope="row"
                className="sticky start-0 bg-white px-3 py-2 text-start font-medium text-slate-900"
              >
                {r.name}
              </th>
              {r.cells.map((c) => (
                <td
                  key={c.date}
                  data-date={c.date}
                  data-testid={`${testId}-cell`}
                  className={cn(
                    'px-2 py-2 text-center whitespace-nowrap',
                    c.alert ? 'bg-red-50 text-red-800' : 'text-slate-800',
                  )}
                >
                  {c.text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
