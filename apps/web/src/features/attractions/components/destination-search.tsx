import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MapPin, Search, Ticket } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useClickOutside } from '../../../lib/use-click-outside';
import { cn } from '../../../lib/cn';
import { useSearchListQuery } from '../api/catalogue.api';
import { attractionPath, destinationPath } from '../lib/paths';
import { useT } from '../../../lib/i18n';

export const NO_RESULTS_TEXT = 'Sorry! No data found with this query.';

/**
 * Spec section 2.3: "Where do you want to go?" (required). Suggestions open on focus and close on an
 * outside click, grouped Destinations and Attractions; the list scrolls at about 17em. Every change
 * asks GET /search/list; a failed call keeps the last answer, or says so with a retry when there is none.
 */
export function DestinationSearch({ className }: { className?: string }) {
  const t = useT();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  useClickOutside(rootRef, open, () => setOpen(false));

  const { data, isFetching, isError, refetch } = useSearchListQuery(text.trim(), { skip: !open && !text });
  const destinations = data?.destinations ?? [];
  const attractions = data?.attractions ?? [];
  const empty = data !== undefined && destinations.length === 0 && attractions.length === 0;

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
  const onListKey = (event: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      if (next < 0) document.getElementById(inputId)?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
      document.getElementById(inputId)?.focus();
    }
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const first = destinations[0];
        const attraction = attractions[0];
        if (first) void navigate(destinationPath(first.name));
        else if (attraction) void navigate(attractionPath(attraction._id));
        else setOpen(true);
      }}
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('attractions.whereDoYouWant', 'Where do you want to go?')}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <MapPin
            className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id={inputId}
            type="text"
            required
            autoComplete="off"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            placeholder={t(
              'attractions.searchDestinationsOrAttractions',
              'Search destinations or attractions',
            )}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                setOpen(true);
                links()[0]?.focus();
              } else if (event.key === 'Escape') setOpen(false);
            }}
            className="block h-12 w-full rounded-xl border border-slate-300 bg-white pe-10 ps-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
          {isFetching && (
            <Spinner className="absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-400" />
          )}
        </div>
        <button
          type="submit"
          className="inline-flex h-12 items-center gap-2 rounded-xl bg-accent-600 px-4 font-semibold text-white shadow-sm hover:bg-accent-700 sm:px-6"
        >
          <Search className="size-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('attractions.search', 'Search')}</span>
        </button>
      </div>
      {open && (
        <div
          ref={listRef}
          id={listId}
          onKeyDown={onListKey}
          data-testid="destination-suggestions"
          className="absolute inset-x-0 top-full z-40 mt-2 max-h-[17em] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          {data === undefined && isError && !isFetching ? (
            // A failed lookup says so with a retry (issue 30), not a silent "Type to search".
            <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="text-red-700">
                {t('attractions.suggestionsCouldNotBe', 'Suggestions could not be loaded.')}
              </span>
              <button
                type="button"
                onClick={() => void refetch()}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                {t('attractions.tryAgain', 'Try again')}
              </button>
            </div>
          ) : data === undefined ? (
            <p className="px-3 py-2 text-sm text-slate-500">
              {isFetching
                ? t('attractions.searching', 'Searching…')
                : t('attractions.typeToSearch', 'Type to search')}
            </p>
          ) : empty ? (
            <p className="px-3 py-2 text-sm text-slate-600">{NO_RESULTS_TEXT}</p>
          ) : (
            <>
              <SuggestionGroup
                title={t('attractions.destinations', 'Destinations')}
                show={destinations.length > 0}
              >
                {destinations.map((d) => (
                  <SuggestionLink key={d._id} to={destinationPath(d.name)} onPick={() => setOpen(false)}>
                    <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    <span className="truncate">{d.name}</span>
                  </SuggestionLink>
                ))}
              </SuggestionGroup>
              <SuggestionGroup
                title={t('attractions.attractions', 'Attractions')}
                show={attractions.length > 0}
              >
                {attractions.map((a) => (
                  <SuggestionLink key={a._id} to={attractionPath(a._id)} onPick={() => setOpen(false)}>
                    <Ticket className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate">{a.title}</span>
                    <span className="shrink-0 text-xs text-slate-400">{a.destination.name}</span>
                  </SuggestionLink>
                ))}
              </SuggestionGroup>
            </>
          )}
        </div>
      )}
    </form>
  );
}

function SuggestionGroup({ title, show, children }: { title: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <div role="group" aria-label={title} className="py-1">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</p>
      <ul>{children}</ul>
    </div>
  );
}

function SuggestionLink({ to, onPick, children }: { to: string; onPick: () => void; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        onClick={onPick}
        className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none hover:bg-slate-100 focus:bg-brand-50 focus:text-brand-800"
      >
        {children}
      </Link>
    </li>
  );
}
