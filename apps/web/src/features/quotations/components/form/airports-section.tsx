import { useId } from 'react';
import type { QuotationInitialAnswer } from '@portal/contracts';
import type { DraftAirport } from '@portal/domain';
import { Field } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { quotationActions as q, selectQuotationDraft } from '../../quotation.slice';
import { Switch } from '../switch';
import { SectionCard } from './section-card';
import { useT } from '../../../../lib/i18n';

type Airports = QuotationInitialAnswer['airports'];

function AirportFields({
  end,
  airports,
  value,
  off,
  errors,
}: {
  end: 'arrival' | 'departure';
  airports: Airports;
  value: DraftAirport | null;
  off: boolean;
  errors: Record<string, string>;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const title =
    end === 'arrival'
      ? t('quotations.check.arrivalAirportLabel', 'Arrival airport')
      : t('quotations.check.departureAirportLabel', 'Departure airport');
  const key = end === 'arrival' ? 'arrivalAirport' : 'departureAirport';
  const airport = airports.find((a) => a.iata === value?.iata);
  const set = (next: DraftAirport | null) => dispatch(q.airportSet({ end, airport: next }));
  return (
    <div role="group" aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        <Switch
          checked={off}
          label={t('quotations.airports.notNeeded', 'Not needed')}
          ariaLabel={t('quotations.airports.notNeededOf', '{airport} not needed', { airport: title })}
          onChange={(on) =>
            dispatch(
              q.sectionSet({ section: end === 'arrival' ? 'arrivalAirport' : 'departureAirport', off: on }),
            )
          }
        />
      </div>
      {off ? (
        <p className="text-sm text-slate-500">
          {end === 'arrival'
            ? t('quotations.airports.noArrival', 'No arrival airport: its transfer is left out.')
            : t('quotations.airports.noDeparture', 'No departure airport: its transfer is left out.')}
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={title} error={errors[key] ?? errors[`${key}.iata`]} required>
            <Select
              placeholder={t('quotations.check.airport', 'Choose the airport')}
              options={airports.map((a) => ({ value: a.iata, label: `${a.name} (${a.iata})` }))}
              value={value?.iata ?? ''}
              onChange={(e) => set(e.target.value ? { iata: e.target.value, terminalCode: null } : null)}
            />
          </Field>
          <Field
            label={
              end === 'arrival'
                ? t('quotations.airports.arrivalTerminal', 'Arrival terminal')
                : t('quotations.airports.departureTerminal', 'Departure terminal')
            }
            error={errors[`${key}.terminalCode`]}
          >
            <Select
              placeholder={t('quotations.airports.anyTerminal', 'Any terminal')}
              disabled={!airport || airport.terminals.length === 0}
              options={(airport?.terminals ?? []).map((x) => ({ value: x.code, label: x.name }))}
              value={value?.terminalCode ?? ''}
              onChange={(e) => value && set({ ...value, terminalCode: e.target.value || null })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}

/** Arrival and departure airports with terminals, each switchable off (isArrivalAirportDisabled ...). */
export function AirportsSection({
  airports,
  errors,
}: {
  airports: Airports;
  errors: Record<string, string>;
}) {
  const t = useT();
  const d = useAppSelector(selectQuotationDraft);
  return (
    <SectionCard title={t('quotations.airports.title', 'Airports')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <AirportFields
          end="arrival"
          airports={airports}
          value={d.arrivalAirport}
          off={d.isArrivalAirportDisabled}
          errors={errors}
        />
        <AirportFields
          end="departure"
          airports={airports}
          value={d.departureAirport}
          off={d.isDepartureAirportDisabled}
          errors={errors}
        />
      </div>
    </SectionCard>
  );
}
