import { useId, useMemo, useRef, useState } from 'react';
import type { VisaNationalityDto } from '@portal/contracts';
import { useClickOutside } from '../../../lib/use-click-outside';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** Spec section 2.6: a nationality box with a filtered dropdown; the first match is chosen with Enter. */
export function NationalitySelect({
  nationalities,
  value,
  onChange,
  error,
}: {
  nationalities: VisaNationalityDto[];
  value: VisaNationalityDto | null;
  onChange: (n: VisaNationalityDto) => void;
  error?: string | null;
}) {
  const t = useT();
  const [text, setText] = useState(value?.nationality ?? '');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  useClickOutside(box, open, () => setOpen(false));
  const matches = useMemo(() => {
    const q = text.trim().toLowerCase();
    return nationalities.filter((n) => !q || n.nationality.toLowerCase().includes(q)).slice(0, 50);
  }, [nationalities, text]);
  const choose = (n: VisaNationalityDto) => {
    setText(n.nationality);
    setOpen(false);
    onChange(n);
  };
  return (
    <div ref={box} className="relative">
      <label htmlFor={`${listId}-input`} className="mb-1 block text-sm font-medium text-slate-700">
        {t('visas.nationality', 'Nationality')} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${listId}-input`}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        required
        value={text}
        placeholder={t('visas.searchYourClientS', "Search your client's nationality")}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && matches[0]) {
            e.preventDefault();
            choose(matches[0]);
          }
          if (e.key === 'Escape') setOpen(false);
        }}
        className={cn(
          'h-11 w-full rounded-lg border bg-white px-3 text-sm',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('visas.nationalities', 'Nationalities')}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {matches.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-500">
              {t('visas.noNationalityFound', 'No nationality found')}
            </li>
          )}
          {matches.map((n) => (
            <li
              key={n._id}
              role="option"
              aria-selected={value?._id === n._id}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(n)}
              className="cursor-pointer px-3 py-2 text-sm hover:bg-brand-50"
            >
              {n.nationality}
              {n.note && <span className="ms-2 text-xs text-slate-500">({n.note})</span>}
            </li>
          ))}
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
