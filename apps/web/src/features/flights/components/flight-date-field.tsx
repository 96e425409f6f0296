import { useState } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker, type DayButtonProps, type MonthCaptionProps, useDayPicker } from 'react-day-picker';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import 'react-day-picker/style.css';
import { cn } from '../../../lib/cn';
import { controlClasses } from '../../../components/ui/input';
import { fromDayPicker, toDayPicker } from '../../../lib/display-date';
import { calendarFormatters, formatMonth, useLanguage, useT } from '../../../lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');
/** The picker shows dd/MM/yyyy (spec section 2.8). */
const ddMMyyyy = (date: string | null) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '';

interface FlightDateFieldProps {
  label: string;
  value: string | null;
  min: string;
  onPick: (date: string) => void;
  /** Fares by date (already in the display currency, rounded), shown under the day numbers. */
  fares?: Map<string, string> | undefined;
  error?: string | undefined;
  /** Under the calendar when fares show: what they are (e.g. "Lowest fare for one adult, AED"). */
  faresNote?: string | undefined;
  testId: string;
  disabled?: boolean;
  /** An inactive field (the one-way "Return"): dashed, with this placeholder; opening it calls onOpen. */
  inactivePlaceholder?: string | undefined;
  onOpen?: (() => void) | undefined;
}

/** Custom header: previous / next month buttons and the month-year label (spec section 2.8). */
function Caption({ calendarMonth }: MonthCaptionProps) {
  const { previousMonth, nextMonth, goToMonth } = useDayPicker();
  const t = useT();
  const { language } = useLanguage();
  const d = calendarMonth.date;
  return (
    <div className="flex items-center justify-between px-1 pb-2">
      <button
        type="button"
        aria-label={t('flights.calendar.previous', 'Previous month')}
        disabled={!previousMonth}
        onClick={() => previousMonth && goToMonth(previousMonth)}
        className="rounded-md p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
      >
        <ChevronLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" />
      </button>
      <span className="text-sm font-semibold" data-testid="calendar-month">
        {formatMonth(d, language)}
      </span>
      <button
        type="button"
        aria-label={t('flights.calendar.next', 'Next month')}
        disabled={!nextMonth}
        onClick={() => nextMonth && goToMonth(nextMonth)}
        className="rounded-md p-1 text-slate-600 hover:bg-slate-100 disabled:opacity-30"
      >
        <ChevronRight className="rtl:-scale-x-100 size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * A dropdown date picker (spec section 2.8): placeholder mm/dd/yyyy in the field, dd/MM/yyyy once
 * picked; days with a known fare show it under the day number in orange.
 */
export function FlightDateField({
  label,
  value,
  min,
  onPick,
  fares,
  faresNote,
  error,
  testId,
  disabled,
  inactivePlaceholder,
  onOpen,
}: FlightDateFieldProps) {
  const [open, setOpen] = useState(false);
  const { language, dir } = useLanguage();
  const selected = value ? toDayPicker(value) : undefined;
  function FareDayButton({ day, modifiers, ...props }: DayButtonProps) {
    void modifiers;
    const date = `${day.date.getFullYear()}-${pad(day.date.getMonth() + 1)}-${pad(day.date.getDate())}`;
    const fare = fares?.get(date);
    return (
      // A column: the fare goes under the day number inside the cell, never beside it ("29" "896").
      <button {...props} className={cn(props.className, 'flex-col gap-0.5')} data-date={date}>
        <span className="block leading-none" data-testid="day-number">
          {day.date.getDate()}
        </span>
        {fare && (
          <span
            className="block max-w-full truncate text-[0.6rem] leading-none font-semibold text-orange-500"
            data-testid="day-fare"
          >
            {fare}
          </span>
        )}
      </button>
    );
  }
  return (
    <div>
      <Popover.Root
        open={open}
        onOpenChange={(o) => {
          if (disabled) return;
          setOpen(o);
          if (o) onOpen?.();
        }}
      >
        <span className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {label}
        </span>
        <Popover.Trigger asChild>
          <input
            readOnly
            aria-label={label}
            data-testid={testId}
            disabled={disabled}
            placeholder={inactivePlaceholder ?? 'mm/dd/yyyy'}
            value={ddMMyyyy(value)}
            aria-invalid={error ? true : undefined}
            className={cn(
              controlClasses,
              'h-12 cursor-pointer text-base tabular-nums',
              inactivePlaceholder && 'border-dashed',
            )}
          />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
            data-testid={`${testId}-calendar`}
            className="z-50 rounded-xl border border-slate-200 bg-white p-2 shadow-xl [--rdp-day-height:2.9rem] [--rdp-day-width:2.9rem] [--rdp-day_button-height:2.8rem] [--rdp-day_button-width:2.8rem] [--rdp-accent-color:var(--color-brand-700)] [--rdp-accent-background-color:var(--color-brand-50)]"
          >
            <DayPicker
              mode="single"
              hideNavigation
              weekStartsOn={0}
              dir={dir}
              formatters={calendarFormatters(language)}
              selected={selected}
              defaultMonth={selected ?? toDayPicker(min)}
              startMonth={toDayPicker(min)}
              disabled={{ before: toDayPicker(min) ?? new Date() }}
              components={{ MonthCaption: Caption, DayButton: FareDayButton }}
              onSelect={(day) => {
                if (!day) return;
                onPick(fromDayPicker(day));
                setOpen(false);
              }}
            />
            {faresNote && fares && fares.size > 0 && (
              <p className="max-w-[20rem] px-1 pb-1 text-xs text-slate-500" data-testid="fares-note">
                {faresNote}
              </p>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
