import { useState, type ReactNode } from 'react';
import type { HotelFacetsDto } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { acceptArabicDigits } from '../../../lib/i18n/digits';
import type { SelectedCurrency } from '../../../stores/home.slice';
import { ACCOMMODATION_LABELS, starLabel } from '../lib/labels';
import {
  activeFilterCount,
  DEFAULT_VIEW,
  toAedMinor,
  toggled,
  type ListKey,
  type ResultsView,
} from '../lib/results-view';
import { useFormats } from '../../../lib/use-formats';

interface ResultsFiltersProps {
  facets: HotelFacetsDto;
  view: ResultsView;
  onChange: (view: ResultsView) => void;
  currency: SelectedCurrency;
  /** Prefix for element ids (the panel can be on the page and in the mobile dialog). */
  idPrefix: string;
  /** The dialog has its own title. */
  hideTitle?: boolean;
}

/** Filters with facet counts over the whole search (counts do not shrink as filters are added). */
export function ResultsFilters({
  facets,
  view,
  onChange,
  currency,
  idPrefix,
  hideTitle,
}: ResultsFiltersProps) {
  const count = activeFilterCount(view);
  const t = useT();
  const list = (key: ListKey, title: string, options: { value: string; label: string; count: number }[]) =>
    options.length > 0 ? (
      <FilterGroup title={title}>
        <ul className={cn('space-y-1', options.length > 8 && 'max-h-56 overflow-y-auto pe-1')}>
          {options.map((o) => {
            const id = `${idPrefix}-${key}-${o.value}`;
            return (
              <li key={o.value} className="flex items-center gap-2 text-sm">
                <input
                  id={id}
                  type="checkbox"
                  checked={(view[key] as string[]).includes(o.value)}
                  onChange={() => onChange(toggled(view, key, o.value))}
                  className="size-4 rounded border-slate-300 text-brand-700 accent-brand-700"
                />
                <label htmlFor={id} className="min-w-0 flex-1 truncate text-slate-700">
                  {o.label}
                </label>
                <span className="text-xs text-slate-500 tabular-nums">{o.count}</span>
              </li>
            );
          })}
        </ul>
      </FilterGroup>
    ) : null;

  return (
    <div className="space-y-4" data-testid="hotel-filters">
      <div className={cn('flex items-center justify-between', hideTitle && count === 0 && 'hidden')}>
        <h2 className={cn('text-base font-semibold text-slate-900', hideTitle && 'sr-only')}>
          {t('hotelResults.filters', 'Filters')}
        </h2>
        {count > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...DEFAULT_VIEW, sortBy: view.sortBy })}
          >
            {t('hotelFilters.clearAll', 'Clear all ({count})', { count })}
          </Button>
        )}
      </div>
      <HotelNameFilter
        key={`name-${view.hotelName}`}
        id={`${idPrefix}-name`}
        view={view}
        onChange={onChange}
      />
      <PriceFilter
        key={`price-${view.priceFrom}-${view.priceTo}-${currency.isocode}`}
        idPrefix={idPrefix}
        facets={facets}
        view={view}
        onChange={onChange}
        currency={currency}
      />
      <FilterGroup title={t('hotelFilters.cancellation', 'Cancellation and payment')}>
        <Toggle
          id={`${idPrefix}-refundable`}
          label={t('hotelFilters.refundable', 'Refundable only')}
          count={facets.refundable}
          checked={view.refundableOnly}
          onChange={(on) => onChange({ ...view, refundableOnly: on })}
        />
        <Toggle
          id={`${idPrefix}-paylater`}
          label={t('hotelFilters.payLater', 'Pay later possible')}
          count={facets.payLater}
          checked={view.payLaterOnly}
          onChange={(on) => onChange({ ...view, payLaterOnly: on })}
        />
      </FilterGroup>
      {list(
        'starCategories',
        t('hotelSearch.starCategory', 'Star category'),
        facets.starCategories.map((o) => ({ ...o, label: starLabel(t, o.value) })),
      )}
      {list('boardCodes', t('hotelFilters.board', 'Board'), facets.boardCodes)}
      {list(
        'accommodationTypes',
        t('hotelFilters.accommodation', 'Accommodation type'),
        facets.accommodationTypes.map((o) => ({ ...o, label: ACCOMMODATION_LABELS[o.value] })),
      )}
      {list('areas', t('hotelFilters.area', 'Area'), facets.areas)}
      {list('chains', t('hotelFilters.chain', 'Chain'), facets.chains)}
      {list('amenities', t('hotelFilters.amenities', 'Amenities'), facets.amenities)}
    </div>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-100 pt-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{title}</legend>
        {children}
      </fieldset>
    </div>
  );
}

function Toggle(props: {
  id: string;
  label: string;
  count: number;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2 py-0.5 text-sm">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="size-4 rounded border-slate-300 accent-brand-700"
      />
      <label htmlFor={props.id} className="flex-1 text-slate-700">
        {props.label}
      </label>
      <span className="text-xs text-slate-500 tabular-nums">{props.count}</span>
    </div>
  );
}

function HotelNameFilter({
  id,
  view,
  onChange,
}: {
  id: string;
  view: ResultsView;
  onChange: (v: ResultsView) => void;
}) {
  const [text, setText] = useState(view.hotelName);
  const t = useT();
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...view, hotelName: text.trim() });
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('hotelFilters.hotelName', 'Hotel name')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('hotelFilters.hotelName', 'Hotel name')}
        onChange={(e) => setText(e.target.value)}
        className={cn(controlClasses, 'h-9')}
      />
      <Button type="submit" size="sm" variant="secondary" className="h-9">
        {t('hotelFilters.find', 'Find')}
      </Button>
    </form>
  );
}

/** Amounts are typed in the selected currency and sent in AED minor units. */
function PriceFilter({
  idPrefix,
  facets,
  view,
  onChange,
  currency,
}: Omit<ResultsFiltersProps, 'idPrefix'> & { idPrefix: string }) {
  const rate = currency.conversionRate;
  const t = useT();
  const fmt = useFormats();
  const shown = (minor: number | null) => (minor === null ? '' : ((minor / 100) * rate).toFixed(2));
  const [from, setFrom] = useState(shown(view.priceFrom));
  const [to, setTo] = useState(shown(view.priceTo));
  const apply = () => {
    const lo = from.trim() === '' ? null : toAedMinor(Number(from), rate, 'from');
    const hi = to.trim() === '' ? null : toAedMinor(Number(to), rate, 'to');
    onChange({ ...view, priceFrom: lo, priceTo: hi });
  };
  const invalid = (text: string) => text.trim() !== '' && toAedMinor(Number(text), rate, 'from') === null;
  return (
    <FilterGroup title={t('hotelFilters.price', 'Price for the stay ({code})', { code: currency.isocode })}>
      {facets.priceRange && (
        <p className="mb-2 text-xs text-slate-500">
          {fmt.price(facets.priceRange.min, currency)} – {fmt.price(facets.priceRange.max, currency)}
        </p>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid(from) && !invalid(to)) apply();
        }}
      >
        <label className="min-w-0 flex-1 text-xs text-slate-600">
          {t('hotelFilters.min', 'Min')}
          <input
            id={`${idPrefix}-price-from`}
            inputMode="decimal"
            value={from}
            aria-invalid={invalid(from) || undefined}
            onChange={(e) => {
              acceptArabicDigits(e.currentTarget);
              setFrom(e.currentTarget.value);
            }}
            className={cn(controlClasses, 'mt-1 h-9 tabular-nums')}
          />
        </label>
        <label className="min-w-0 flex-1 text-xs text-slate-600">
          {t('hotelFilters.max', 'Max')}
          <input
            id={`${idPrefix}-price-to`}
            inputMode="decimal"
            value={to}
            aria-invalid={invalid(to) || undefined}
            onChange={(e) => {
              acceptArabicDigits(e.currentTarget);
              setTo(e.currentTarget.value);
            }}
            className={cn(controlClasses, 'mt-1 h-9 tabular-nums')}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" className="h-9">
          {t('hotelFilters.apply', 'Apply')}
        </Button>
      </form>
    </FilterGroup>
  );
}
