import { useMemo, useState } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker } from 'react-day-picker';
import { format, parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import 'react-day-picker/style.css';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

interface DateFieldProps {
  id: string;
  value: string | null;
  /** The bookable plain dates (yyyy-mm-dd) the server listed; every other day is disabled. */
  bookableDates: readonly string[];
  onChange: (date: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

const toPlain = (d: Date) => format(d, 'yyyy-MM-dd');

/** A date button opening a calendar limited to the attraction's bookable dates. */
export function DateField({ id, value, bookableDates, onChange, invalid, describedBy }: DateFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const bookable = useMemo(() => new Set(bookableDates), [bookableDates]);
  const first = bookableDates[0];
  const last = bookableDates[bookableDates.length - 1];
  const selected = value ? parseISO(value) : undefined;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={bookableDates.length === 0}
        className={cn(
          'flex h-10 w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start text-sm shadow-sm',
          'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:bg-slate-100',
          invalid && 'border-red-500',
        )}
      >
        <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
        <span className={value ? 'text-slate-900' : 'text-slate-400'}>
          {selected
            ? format(selected, 'dd/MM/yyyy')
            : bookableDates.length
              ? t('attractions.chooseADate', 'Choose a date')
              : t('attractions.noDatesAvailable', 'No dates available')}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 animate-pop-in rounded-xl border border-slate-200 bg-white p-2 shadow-xl [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-700)]"
        >
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected ?? (first ? parseISO(first) : undefined)}
            {...(first ? { startMonth: parseISO(first) } : {})}
            {...(last ? { endMonth: parseISO(last) } : {})}
            disabled={(day) => !bookable.has(toPlain(day))}
            onSelect={(day) => {
              if (!day) return;
              onChange(toPlain(day));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
