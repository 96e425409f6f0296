import { lazy, Suspense, useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { CalendarDays } from 'lucide-react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';
import { formatDisplayDate, parseDisplayDate } from '../lib/display-date';
import { controlClasses } from './ui/input';
import { Spinner } from './ui/spinner';

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

/** Spec section 5 (date picker), verbatim. */
export const INVALID_DATE_TEXT = 'Date input not valid.';

interface DateInputProps {
  /** The text box's id; inside a Field, the Field gives it (with its aria-invalid and aria-describedby). */
  id?: string | undefined;
  label: string;
  /** yyyy-mm-dd, or '' for none yet. */
  value: string;
  /** First and last selectable dates (yyyy-mm-dd); none: any date. */
  min?: string | undefined;
  max?: string | undefined;
  /** May be left empty (a list filter): clearing the text gives ''. */
  optional?: boolean;
  name?: string;
  onChange: (date: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  compact?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Set by a wrapping Field (components/ui/field.tsx), as on any other control. */
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: boolean | undefined;
}

/**
 * The portal's date input (search forms and list filters): typed as DD/MM/YYYY or picked from a
 * calendar, both showing DD/MM/YYYY (spec section 2.5), never the browser's mm/dd/yyyy box. A typed
 * date that is not a date shows "Date input not valid." and keeps the last good value.
 */
export function DateInput(props: DateInputProps) {
  const { label, value, min, max, onChange, compact, optional, name, disabled } = props;
  const autoId = useId();
  const id = props.id ?? autoId;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [typedInvalid, setTypedInvalid] = useState(false);
  const errorId = `${id}-typed-error`;
  const t = useT();

  const commit = () => {
    if (draft === null) return;
    if (optional && draft.trim() === '') {
      setTypedInvalid(false);
      setDraft(null);
      if (value !== '') onChange('');
      return;
    }
    const parsed = parseDisplayDate(draft);
    if (parsed) {
      setTypedInvalid(false);
      setDraft(null);
      if (parsed !== value) onChange(parsed);
    } else {
      setTypedInvalid(true);
    }
  };

  const describedBy = [typedInvalid ? errorId : null, props.describedBy, props['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  const invalid = props.invalid || props['aria-invalid'] || typedInvalid;
  return (
    <div>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <div className="relative">
          <input
            id={id}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="DD/MM/YYYY"
            value={draft ?? formatDisplayDate(value)}
            disabled={disabled}
            required={props.required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy || undefined}
            aria-required={props['aria-required'] || props.required || undefined}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              } else if (event.key === 'ArrowDown' && event.altKey) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            className={cn(controlClasses, 'pe-10 tabular-nums', compact ? 'h-10' : 'h-12 text-base')}
          />
          <Popover.Trigger
            disabled={disabled}
            aria-label={t('dateInput.open', 'Open calendar: {label}', { label })}
            // Fetched as the pointer or focus reaches the button, usually before the click.
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            className="absolute top-1/2 end-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <CalendarDays className="size-4" aria-hidden="true" />
          </Popover.Trigger>
        </div>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
            className="z-50 animate-pop-in rounded-xl border border-slate-200 bg-white p-2 shadow-xl [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-700)] [--rdp-day-height:2.5rem] [--rdp-day-width:2.5rem] [--rdp-day_button-height:2.4rem] [--rdp-day_button-width:2.4rem]"
          >
            {/* The size of a month, so the popover does not jump when the calendar arrives. */}
            <Suspense
              fallback={
                <div className="flex h-[19rem] w-[18rem] items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <DateCalendar
                value={value}
                min={min}
                max={max}
                onPick={(date) => {
                  setDraft(null);
                  setTypedInvalid(false);
                  onChange(date);
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {typedInvalid && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-600">
          {t('dateInput.invalid', 'Date input not valid.')}
        </p>
      )}
    </div>
  );
}
