import { useLayoutEffect, useMemo, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowRightLeft, Plus, X } from 'lucide-react';
import { faresByDateQuery, FLIGHT_CLASSES, flightResultsUrl, MAX_MULTICITY_LEGS, plainDateIn, RETURN_BEFORE_DEPARTURE_NOTE, setReturnDate, TRIP_TYPES, validateFlightSearch, type FlightSearchState, type RowErrors, type TripType } from '@portal/domain';
import type { FaresByDateAnswer } from '@portal/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAirportsQuery, useFaresByDateQuery } from '../api/flights.api';
import { flightActions as fa, selectFlightState } from '../flight.slice';
import { saveRecentSearch } from '../lib/recent';
import { AirportField } from './airport-field';
import { FlightDateField } from './flight-date-field';
import { TravellersDropdown } from './travellers-dropdown';
import { useT } from '../../../lib/i18n';
import { classLabel, searchMessage, tripTypeLabel } from '../lib/labels';
import { useFormats } from '../../../lib/use-formats';

const today = () => plainDateIn(new Date());

/** Spec section 7: only a 200 answer fills fares; failures are silent (no message, no retry). */
function useFareLabels(answer: FaresByDateAnswer | undefined): Map<string, string> {
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const fmt = useFormats();
  return useMemo(() => {
    const map = new Map<string, string>();
    for (const { date, fare } of answer?.result ?? []) {
      const label = fmt.wholeAmount(fare, currency);
      if (label) map.set(date, label);
    }
    return map;
  }, [answer, currency, fmt]);
}

/** The flight search form of spec section 2.8 with the rules of sections 4 and 5. */
export function FlightSearchForm({ onSearched }: { onSearched?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const restored = (location.state as { flightSearch?: FlightSearchState } | null)?.flightSearch;
  const dispatch = useAppDispatch();
  const flight = useAppSelector(selectFlightState);
  const state: FlightSearchState = useMemo(
    () => ({ tripType: flight.tripType, flightsData: flight.flightsData, travellers: flight.travellers }),
    [flight.tripType, flight.flightsData, flight.travellers],
  );
  const submitted = flight.submitted;
  // Each visit starts from a fresh form, or from the search handed over ("Modify search", a recent card).
  useLayoutEffect(() => {
    dispatch(restored ? fa.restoreSearch(restored) : fa.resetSearch({ today: today() }));
  }, [dispatch, restored]);
  const airports = useAirportsQuery();
  const list = airports.data ?? [];

  const outbound = faresByDateQuery(state, 'outbound');
  const inbound = faresByDateQuery(state, 'return');
  const outFares = useFareLabels(useFaresByDateQuery(outbound ?? skipToken).data);
  const backFares = useFareLabels(useFaresByDateQuery(inbound ?? skipToken).data);

  const errors: RowErrors[] = submitted ? validateFlightSearch(state, today()) : [];
  const errorOf = (index: number) => errors.find((e) => e.index === index)?.errors ?? {};
  const first = state.flightsData[0]!;
  const cls = first.class;
  const multicity = state.tripType === 'multicity';

  const currency = useAppSelector((s) => s.home.selectedCurrency);
  // The calendar's fare is the cheapest for one adult (a search's prices are for all travellers).
  const faresNote = t('flights.faresNote', 'Lowest fare for one adult, in {code}', {
    code: currency.isocode ?? 'AED',
  });
  const onTripType = (type: TripType) => dispatch(fa.setTripType(type));
  const onReturn = (date: string) => {
    if (!setReturnDate(state, date, today()).ok) console.info(RETURN_BEFORE_DEPARTURE_NOTE);
    dispatch(fa.setReturnDate({ date, today: today() }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(fa.setSubmitted(true));
    if (validateFlightSearch(state, today()).length > 0) return;
    saveRecentSearch(state);
    onSearched?.();
    void navigate(flightResultsUrl(state));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('flights.search.label', 'Flight search')}
      className="space-y-4"
      data-testid="flight-search-form"
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('flights.search.tripType', 'Trip type')}
          </span>
          <select
            data-testid="trip-type"
            value={state.tripType}
            onChange={(e) => onTripType(e.target.value as TripType)}
            className="h-10 rounded-md border border-slate-300 bg-white px-3"
          >
            {TRIP_TYPES.map((type) => (
              <option key={type} value={type}>
                {tripTypeLabel(t, type)}
              </option>
            ))}
          </select>
        </label>
        <TravellersDropdown
          value={state.travellers}
          onChange={(kind, count) => dispatch(fa.setTravellers({ kind, count }))}
        />
        <div role="group" aria-label={t('flights.search.class', 'Class')} className="flex gap-2">
          {FLIGHT_CLASSES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={cls === c}
              // A class is always chosen: a click chooses, a second click keeps it.
              onClick={() => dispatch(fa.setRow({ index: 0, field: 'class', value: c }))}
              className={cn(
                'h-10 rounded-full border px-4 text-sm font-medium',
                cls === c
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700',
              )}
            >
              {classLabel(t, c)}
            </button>
          ))}
        </div>
      </div>
      {errorOf(0).class && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {searchMessage(t, errorOf(0).class)}
        </p>
      )}

      {state.flightsData.map((row, index) => {
        const e = errorOf(index);
        const minDate = index > 0 ? (state.flightsData[index - 1]!.departureDate ?? today()) : today();
        return (
          <div
            key={index}
            data-testid={`leg-${index}`}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_1fr_11rem_11rem_auto]"
          >
            <AirportField
              label={t('flights.search.from', 'From')}
              testId={`from-${index}`}
              airports={list}
              loading={airports.isLoading}
              loadFailed={airports.isError}
              onRetry={() => void airports.refetch()}
              value={row.cityFrom}
              onChange={(a) => dispatch(fa.setRow({ index, field: 'cityFrom', value: a }))}
              error={searchMessage(t, e.from)}
            />
            <button
              type="button"
              aria-label={t('flights.search.swap', 'Swap origin and destination')}
              onClick={() => dispatch(fa.swapRow(index))}
              className="hidden self-center rounded-full border border-slate-300 p-2 lg:block"
            >
              <ArrowRightLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <AirportField
              label={t('flights.search.to', 'To')}
              testId={`to-${index}`}
              airports={list}
              loading={airports.isLoading}
              loadFailed={airports.isError}
              onRetry={() => void airports.refetch()}
              value={row.cityTo}
              onChange={(a) => dispatch(fa.setRow({ index, field: 'cityTo', value: a }))}
              error={searchMessage(t, e.to ?? e.sameAirport)}
            />
            <FlightDateField
              label={t('flights.search.departure', 'Departure')}
              testId={`departure-${index}`}
              value={row.departureDate}
              min={minDate}
              fares={index === 0 ? outFares : undefined}
              faresNote={faresNote}
              onPick={(date) => dispatch(fa.setDepartureDate({ index, date, today: today() }))}
              error={searchMessage(t, e.departureDate)}
            />
            {index === 0 && !multicity ? (
              // One element in both modes: a click on the one-way "Return" switches to return and
              // the same picker stays open.
              <FlightDateField
                label={t('flights.leg.return', 'Return')}
                testId="return-0"
                value={row.returnDate}
                min={addDaysSafe(row.departureDate, -1)}
                fares={backFares}
                faresNote={faresNote}
                onPick={onReturn}
                error={searchMessage(t, e.returnDate)}
                inactivePlaceholder={
                  state.tripType === 'return' ? undefined : t('flights.leg.return', 'Return')
                }
                onOpen={() => state.tripType !== 'return' && onTripType('return')}
              />
            ) : multicity && state.flightsData.length > 2 ? (
              <button
                type="button"
                aria-label={t('flights.search.removeLeg', 'Remove flight {n}', { n: index + 1 })}
                onClick={() => dispatch(fa.removeLeg(index))}
                className="self-end rounded-md p-3 text-slate-500 hover:bg-slate-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            ) : (
              <span />
            )}
          </div>
        );
      })}

      <div className="flex flex-wrap items-center gap-3">
        {multicity && state.flightsData.length < MAX_MULTICITY_LEGS && (
          <Button type="button" variant="secondary" onClick={() => dispatch(fa.addLeg())}>
            <Plus className="size-4" aria-hidden="true" /> {t('flights.search.addLeg', 'Add flight')}
          </Button>
        )}
        <Button type="submit" variant="accent" size="lg" className="ms-auto">
          {t('flights.search.submit', 'Search flight')}
        </Button>
      </div>
    </form>
  );
}

function addDaysSafe(date: string | null, days: number): string {
  const base = date ?? today();
  const d = new Date(`${base}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const out = d.toISOString().slice(0, 10);
  return out < today() ? today() : out;
}
