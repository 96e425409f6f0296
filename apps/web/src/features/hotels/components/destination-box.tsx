import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Building2, MapPin, Map as MapIcon } from 'lucide-react';
import type { SuggestionType } from '@portal/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useT, type Translate } from '../../../lib/i18n';
import { useClickOutside } from '../../../lib/use-click-outside';
import { useDebounced } from '../../../lib/use-debounced';
import { useInitialDataQuery } from '../../../lib/shell-api';
import { useHotelSuggestionsQuery } from '../api/search.api';
import {
  SUGGESTION_DEBOUNCE_MS,
  suggestionGroups,
  wantsSuggestions,
  type SuggestionOption,
} from '../lib/suggestions';

interface DestinationBoxProps {
  id: string;
  value: string;
  /** Whether the text is a chosen suggestion (Search is disabled until one is). */
  chosen: boolean;
  onType: (text: string) => void;
  onChoose: (choice: { id: string; label: string; type: SuggestionType }) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  compact?: boolean;
}

/**
 * Spec section 2.5: below 3 characters the top destinations show; above 2 characters (after an 800 ms
 * pause) grouped Cities, Areas and Hotels; all empty: "No Query found with this data". The list
 * scrolls at 20em. A failed lookup is logged and says so with a retry (issue 30, HOT-048: the spec's
 * silent failure left "Searching…" for ever).
 */
export function DestinationBox(props: DestinationBoxProps) {
  const { id, value, chosen, onType, onChoose, compact } = props;
  const [open, setOpen] = useState(false);
  const t = useT();
  // The highlighted option belongs to one list: another list (new text) starts with none.
  const [highlight, setHighlight] = useState({ list: '', index: -1 });
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  useClickOutside(rootRef, open, () => setOpen(false));

  const settled = useDebounced(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const typed = value.trim();
  // A chosen destination's own text is not looked up again; typing starts a new lookup.
  const lookUp = wantsSuggestions(settled) && !chosen;
  const suggestions = useHotelSuggestionsQuery(settled, { skip: !lookUp });
  const initial = useInitialDataQuery();
  useEffect(() => {
    if (suggestions.isError) console.error('Hotel suggestions failed', suggestions.error);
  }, [suggestions.isError, suggestions.error]);

  const showTop = !wantsSuggestions(typed);
  // During the pause and the lookup the list of the text before stays (or nothing yet).
  const waiting = !showTop && !chosen && (settled !== typed || suggestions.isFetching);
  const groups = suggestionGroups(
    showTop || chosen ? null : suggestions.currentData,
    initial.data?.popularHotelCities ?? [],
    showTop,
  );
  const options = groups.flatMap((g) => g.options);
  const answered = !showTop && !chosen && settled === typed && suggestions.currentData !== undefined;
  const empty = answered && options.length === 0;
  // A failed lookup says so and offers a retry (HOT-048), instead of "Searching…" for ever.
  const failed = !showTop && !chosen && settled === typed && suggestions.isError && !suggestions.isFetching;

  const listKey = showTop ? '' : settled;
  const active = highlight.list === listKey ? highlight.index : -1;
  const setActive = (next: (i: number) => number) => setHighlight({ list: listKey, index: next(active) });

  const choose = (option: SuggestionOption) => {
    onChoose({ id: option.id, label: option.label, type: option.type });
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  let index = -1;
  return (
    <div ref={rootRef} className="relative">
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="text"
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          placeholder={t('destination.placeholder', 'City, area or hotel name')}
          value={value}
          onChange={(event) => {
            onType(event.target.value);
            setOpen(true);
          }}
          // A chosen destination stays quiet on focus; typing or the arrow keys open the list again.
          onFocus={() => !chosen && setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            'block w-full rounded-lg border border-slate-300 bg-white pe-9 ps-10 text-slate-900 shadow-sm placeholder:text-slate-400',
            'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
            'aria-[invalid=true]:border-red-500',
            compact ? 'h-10 text-sm' : 'h-12 text-base',
          )}
        />
        {waiting && (
          <Spinner className="absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-400" label="" />
        )}
      </div>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('destination.list', 'Destinations and hotels')}
          data-testid="hotel-suggestions"
          className="absolute inset-x-0 top-full z-40 mt-1.5 max-h-[20em] min-w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          {failed ? (
            <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="text-red-700">
                {t('destination.failed', 'Suggestions could not be loaded.')}
              </span>
              <button
                type="button"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => void suggestions.refetch()}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                {t('common.tryAgain', 'Try again')}
              </button>
            </div>
          ) : empty ? (
            <p className="px-3 py-2 text-sm text-slate-600">
              {t('destination.none', 'No Query found with this data')}
            </p>
          ) : options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">
              {chosen
                ? t('destination.typeAnother', 'Type to choose another destination')
                : showTop
                  ? t('destination.typeMore', 'Type at least 3 characters')
                  : t('destination.searching', 'Searching…')}
            </p>
          ) : (
            groups.map((group) => (
              <div key={group.title} role="group" aria-label={groupTitle(t, group.title)} className="py-1">
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {groupTitle(t, group.title)}
                </p>
                {group.options.map((option) => {
                  index += 1;
                  const i = index;
                  const Icon =
                    option.type === 'HOTEL' ? Building2 : option.type === 'AREA' ? MapIcon : MapPin;
                  return (
                    <div
                      key={`${option.type}-${option.id}`}
                      id={`${listId}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      tabIndex={-1}
                      onPointerDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                      onMouseEnter={() => setActive(() => i)}
                      className={cn(
                        'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700',
                        i === active && 'bg-brand-50 text-brand-900',
                      )}
                    >
                      <Icon
                        className={cn(
                          'size-4 shrink-0',
                          option.type === 'HOTEL' ? 'text-accent-600' : 'text-brand-600',
                        )}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{option.name}</span>
                        <span className="block truncate text-xs text-slate-500">{option.detail}</span>
                      </span>
                      {option.count !== null && (
                        <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                          {t('destination.properties', '{n, plural, one {# property} other {# properties}}', {
                            n: option.count,
                          })}
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}

/** The suggestion groups' titles (lib/suggestions.ts names them in English). */
function groupTitle(t: Translate, title: string): string {
  switch (title) {
    case 'Top destinations':
      return t('destination.group.top', 'Top destinations');
    case 'Cities':
      return t('destination.group.cities', 'Cities');
    case 'Areas':
      return t('destination.group.areas', 'Areas');
    case 'Hotels':
      return t('destination.group.hotels', 'Hotels');
    default:
      return title;
  }
}
