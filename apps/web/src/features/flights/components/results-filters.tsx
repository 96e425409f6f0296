import type { DisplayCurrency, FlightFilters, MatrixColumn, StopsBucket } from '@portal/domain';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { stopsBucketLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

function HourRange({
  label,
  value,
  onChange,
}: {
  label: string;
  value: [number, number];
  onChange: (v: [number, number]) => void;
}) {
  const t = useT();
  const opt = (h: number) => (
    <option key={h} value={h}>
      {String(h).padStart(2, '0')}:00
    </option>
  );
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold">{label}</legend>
      <div className="flex items-center gap-2 text-sm">
        <select
          aria-label={t('flights.filters.hourFrom', '{label} from', { label })}
          value={value[0]}
          onChange={(e) => onChange([Number(e.target.value), value[1]])}
          className="rounded border border-slate-300 px-1 py-1"
        >
          {HOURS.map(opt)}
        </select>
        {t('flights.filters.hourTo', 'to')}
        <select
          aria-label={t('flights.filters.hourToLabel', '{label} to', { label })}
          value={value[1]}
          onChange={(e) => onChange([value[0], Number(e.target.value)])}
          className="rounded border border-slate-300 px-1 py-1"
        >
          {HOURS.map(opt)}
        </select>
      </div>
    </fieldset>
  );
}

/** Stops, airlines, time ranges, price and refundability. */
export function ResultsFilters({
  filters,
  onChange,
  airlines,
  bounds,
  currency,
}: {
  filters: FlightFilters;
  onChange: (f: FlightFilters) => void;
  airlines: { code: string; name: string }[];
  bounds: { min: number; max: number } | null;
  currency: DisplayCurrency;
}) {
  const t = useT();
  const fmt = useFormats();
  const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  return (
    <aside
      aria-label={t('flights.filters.title', 'Filters')}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 text-sm"
    >
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('flights.filters.stops', 'Stops')}</legend>
        {([0, 1, 2] as StopsBucket[]).map((s) => (
          <label key={s} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={filters.stops.includes(s)}
              onChange={() => onChange({ ...filters, stops: toggle(filters.stops, s) })}
            />
            {stopsBucketLabel(t, s)}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('flights.filters.airlines', 'Airlines')}</legend>
        {airlines.map((a) => (
          <label key={a.code} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={filters.airlines.includes(a.code)}
              onChange={() => onChange({ ...filters, airlines: toggle(filters.airlines, a.code) })}
            />
            {a.name}
          </label>
        ))}
      </fieldset>
      <HourRange
        label={t('flights.filters.departureTime', 'Departure time')}
        value={filters.departHours}
        onChange={(departHours) => onChange({ ...filters, departHours })}
      />
      <HourRange
        label={t('flights.filters.arrivalTime', 'Arrival time')}
        value={filters.arriveHours}
        onChange={(arriveHours) => onChange({ ...filters, arriveHours })}
      />
      {bounds && (
        <label className="block space-y-1">
          <span className="font-semibold">
            {t('flights.filters.priceUpTo', 'Price up to {price}', {
              price: fmt.price(filters.maxPrice ?? bounds.max, currency),
            })}
          </span>
          <input
            type="range"
            className="w-full"
            min={bounds.min}
            max={bounds.max}
            step={100}
            value={filters.maxPrice ?? bounds.max}
            onChange={(e) =>
              onChange({
                ...filters,
                maxPrice: Number(e.target.value) >= bounds.max ? null : Number(e.target.value),
              })
            }
          />
        </label>
      )}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={filters.refundableOnly}
          onChange={() => onChange({ ...filters, refundableOnly: !filters.refundableOnly })}
        />
        {t('flights.filters.refundableOnly', 'Refundable only')}
      </label>
    </aside>
  );
}

/** Airlines x stops: the cheapest price of each; a click filters to that cell. */
export function AirlineMatrix({
  columns,
  currency,
  onPick,
}: {
  columns: MatrixColumn[];
  currency: DisplayCurrency;
  onPick: (carrier: string, stops: StopsBucket) => void;
}) {
  const t = useT();
  const fmt = useFormats();
  if (!columns.length) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" data-testid="airline-matrix">
      <table className="w-full text-center text-xs">
        <thead>
          <tr>
            <th scope="col" className="p-2 text-start">
              {t('flights.filters.stops', 'Stops')}
            </th>
            {columns.map((c) => (
              <th key={c.carrier} scope="col" className="p-2 font-semibold">
                {c.carrierName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {([0, 1, 2] as StopsBucket[]).map((s) => (
            <tr key={s} className="border-t border-slate-100">
              <th scope="row" className="p-2 text-start font-medium">
                {stopsBucketLabel(t, s)}
              </th>
              {columns.map((c) => {
                const price = c.cells[s]?.price ?? null;
                return (
                  <td key={c.carrier} className="p-1">
                    {price === null ? (
                      <span className="text-slate-300">-</span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => onPick(c.carrier, s)}
                        className={cn('rounded px-2 py-1 hover:bg-brand-50')}
                      >
                        {fmt.price(price, currency)}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
