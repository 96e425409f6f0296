import { useId, useMemo, useRef, useState } from 'react';
import { airportLabel, searchAirports, type AirportRef } from '@portal/domain';
import type { AirportDto } from '@portal/contracts';
import { cn } from '../../../lib/cn';
import { controlClasses } from '../../../components/ui/input';
import { useClickOutside } from '../../../lib/use-click-outside';
import { airportRefOf } from '../lib/search-body';
import { useT } from '../../../lib/i18n';

interface AirportFieldProps {
  label: string;
  airports: AirportDto[];
  value: AirportRef | null;
  onChange: (airport: AirportRef) => void;
  error?: string | undefined;
  testId: string;
  /** The airports list is still loading (no "not found" until it is there) or failed to load. */
  loading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
}

/**
 * From / To (spec sections 2.8 and 5): suggestions "{iata}-{city},{country}", IATA prefix matches
 * first, then city matches, 5 at most; "Sorry! No airport found." when none match - only once the
 * list has loaded ("Loading airports…" until then; what was typed is matched when it arrives). Required.
 */
export function AirportField({
  label,
  airports,
  value,
  onChange,
  error,
  testId,
  loading = false,
  loadFailed = false,
  onRetry,
}: AirportFieldProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useClickOutside(box, open, () => {
    setOpen(false);
    setText(null);
  });
  const shown = text ?? (value ? airportLabel(value) : '');
  const matches = useMemo(() => (open ? searchAirports(airports, text ?? '') : []), [airports, open, text]);
  const choose = (a: AirportDto) => {
    onChange(airportRefOf(a));
    setText(null);
    setOpen(false);
  };
  const listId = `${id}-list`;
  return (
    <div ref={box} className="relative">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        required
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        placeholder={t('flights.airport.placeholder', 'City or airport')}
        value={shown}
        onFocus={() => {
          setOpen(true);
          setText('');
          setActive(0);
        }}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, matches.length - 1));
          else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (e.key === 'Enter' && open && matches[active]) {
            e.preventDefault();
            choose(matches[active]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
        className={cn(controlClasses, 'h-12 text-base')}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-30 mt-1 w-full min-w-64 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          {loading ? (
            <li role="status" className="px-3 py-2 text-sm text-slate-500" data-testid="airports-loading">
              {t('flights.airport.loading', 'Loading airports…')}
            </li>
          ) : loadFailed && airports.length === 0 ? (
            <li role="alert" className="px-3 py-2 text-sm text-red-700">
              {t('flights.airport.failed', 'The airports could not be loaded.')}{' '}
              {onRetry && (
                <button
                  type="button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={onRetry}
                  className="font-medium underline"
                >
                  {t('common.tryAgain', 'Try again')}
                </button>
              )}
            </li>
          ) : matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">
              {t('flights.airport.none', 'Sorry! No airport found.')}
            </li>
          ) : (
            matches.map((a, i) => (
              <li
                key={a.iata}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(a)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  i === active ? 'bg-brand-50' : 'hover:bg-slate-50',
                )}
              >
                <span className="font-medium">{airportLabel(a)}</span>
                <span className="block truncate text-xs text-slate-500">{a.name}</span>
              </li>
            ))
          )}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
