import { useRef, useState } from 'react';
import { Minus, Plus, Users } from 'lucide-react';
import { canChangeTravellers, type FlightTravellerKind, type FlightTravellers } from '@portal/domain';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useClickOutside } from '../../../lib/use-click-outside';
import { useT } from '../../../lib/i18n';
import { travellerKindLabel, travellersSummary } from '../lib/labels';

const KINDS: FlightTravellerKind[] = ['adult', 'children', 'infant'];

/** Travellers dropdown (spec section 2.8): three counters and the summary text; limits of section 5. */
export function TravellersDropdown({
  value,
  onChange,
}: {
  value: FlightTravellers;
  onChange: (kind: FlightTravellerKind, count: number) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useClickOutside(box, open, () => setOpen(false));
  return (
    <div ref={box} className="relative">
      <span className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('flights.travellers.label', 'Travellers')}
      </span>
      <button
        type="button"
        data-testid="travellers"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className={cn(controlClasses, 'flex h-12 items-center gap-2 text-start text-base')}
      >
        <Users className="size-4 text-slate-500" aria-hidden="true" />
        {travellersSummary(t, value)}
      </button>
      {open && (
        <div className="absolute z-30 mt-1 w-72 space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xl">
          {KINDS.map((kind) => (
            <div
              key={kind}
              className="flex items-center justify-between gap-2"
              data-testid={`counter-${kind}`}
            >
              <span className="text-sm">{travellerKindLabel(t, kind)}</span>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  aria-label={t('flights.travellers.fewer', 'Fewer {kind}', {
                    kind: travellerKindLabel(t, kind),
                  })}
                  disabled={!canChangeTravellers(value, kind, -1)}
                  onClick={() => onChange(kind, value[kind] - 1)}
                  className="rounded-full border border-slate-300 p-1 disabled:opacity-30"
                >
                  <Minus className="size-3.5" aria-hidden="true" />
                </button>
                <span className="w-5 text-center tabular-nums" data-testid={`count-${kind}`}>
                  {value[kind]}
                </span>
                <button
                  type="button"
                  aria-label={t('flights.travellers.more', 'More {kind}', {
                    kind: travellerKindLabel(t, kind),
                  })}
                  disabled={!canChangeTravellers(value, kind, 1)}
                  onClick={() => onChange(kind, value[kind] + 1)}
                  className="rounded-full border border-slate-300 p-1 disabled:opacity-30"
                >
                  <Plus className="size-3.5" aria-hidden="true" />
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
