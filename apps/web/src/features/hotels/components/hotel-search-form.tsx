import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import type { PriceType, StarCategory } from '@portal/domain';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { countryFlag } from '../../../components/country-select';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { useInitialDataQuery } from '../../../lib/shell-api';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { hotelActions, selectHotelForm } from '../hotel.slice';
import { newSearchRun, searchTarget } from '../lib/search-params';
import { formErrors, type FormField } from '../lib/form-errors';
import { minCheckInDate, nationalityOptions } from '@portal/domain';
import { HOTEL_FORM, addDays, nightsOf, range } from '../lib/stay-rules';
import { priceTypeOptions, starOptions } from '../lib/labels';
import { DestinationBox } from './destination-box';
import { RoomsPicker } from './rooms-picker';
import { DateInput } from '../../../components/date-input';

interface HotelSearchFormProps {
  /** 'sidebar': the compact one-column version of the results and details pages. */
  variant?: 'home' | 'sidebar';
  /** Field errors of the last search the server refused (keys as the API sends them). */
  serverErrors?: Record<string, string[]> | undefined;
}

const NIGHTS = range(HOTEL_FORM.minNights, HOTEL_FORM.maxNights);

/**
 * The hotel search form of spec section 2.5 with the rules of sections 4 and 5. Search stays disabled
 * until a suggestion is chosen; a hotel opens its details, a city or area the results.
 */
export function HotelSearchForm({ variant = 'home', serverErrors }: HotelSearchFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useAppSelector(selectHotelForm);
  const agentCountry = useAppSelector((s) => s.session.agent?.country.isocode);
  const initial = useInitialDataQuery();
  const [submitted, setSubmitted] = useState(false);
  const compact = variant === 'sidebar';
  const t = useT();
  // Today in the company zone, as the API checks it.
  const now = new Date();
  const today = minCheckInDate(now);
  const { enquiry, rows } = form;

  const countries = initial.data?.countries;
  const nationality = useMemo(() => {
    if (form.nationality) return form.nationality;
    const own = agentCountry?.toUpperCase();
    return own && (!countries || countries.some((c) => c.isocode === own)) ? own : 'AE';
  }, [form.nationality, agentCountry, countries]);

  const errors = formErrors({ form, now, submitted, serverErrors });
  const nights = nightsOf(enquiry.fromDate, enquiry.toDate);
  const chosen = enquiry.locality !== '' && enquiry.suggestionType !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const check = formErrors({ form, now, submitted: true });
    if (!chosen || enquiry.suggestionType === null || Object.keys(check).length > 0) return;
    const research = new URLSearchParams(location.search).get('research') !== 'true';
    void navigate(
      searchTarget({
        locality: enquiry.locality,
        localityValue: enquiry.localityValue,
        suggestionType: enquiry.suggestionType,
        fromDate: enquiry.fromDate,
        toDate: enquiry.toDate,
        rooms: rows,
        nationality,
        priceType: form.priceType,
        starCategory: form.starCategory,
        research,
      }),
      { state: newSearchRun() },
    );
  };

  const id = (name: FormField) => `hotel-${variant}-${name}`;
  const errorId = (name: FormField) => (errors[name] ? `${id(name)}-error` : undefined);
  const label = (name: FormField, text: string) => (
    <label htmlFor={id(name)} className="mb-1 block text-sm font-medium text-slate-700">
      {text}
    </label>
  );
  const error = (name: FormField) =>
    errors[name] ? (
      <p id={errorId(name)} role="alert" className="mt-1 text-xs font-medium text-red-600">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      role="search"
      aria-label={t('hotelSearch.label', 'Hotel search')}
      noValidate
      onSubmit={onSubmit}
      className={cn(
        'grid gap-3',
        compact ? 'grid-cols-2' : 'grid-cols-2 md:grid-cols-6 lg:grid-cols-12 lg:gap-x-3 lg:gap-y-4',
      )}
    >
      <div className={cn('col-span-2', !compact && 'md:col-span-6 lg:col-span-4')}>
        {label('destination', t('hotelSearch.destination', 'Destination or property'))}
        <DestinationBox
          id={id('destination')}
          value={enquiry.localityValue}
          chosen={chosen}
          compact={compact}
          invalid={Boolean(errors.destination)}
          describedBy={errorId('destination')}
          onType={(text) => dispatch(hotelActions.destinationTyped(text))}
          onChoose={(choice) => dispatch(hotelActions.destinationChosen(choice))}
        />
        {error('destination')}
      </div>
      <div className={cn(!compact && 'md:col-span-2 lg:col-span-2')}>
        {label('fromDate', t('hotelSearch.fromDate', 'Check-in'))}
        <DateInput
          id={id('fromDate')}
          label={t('hotelSearch.fromDate', 'Check-in')}
          value={enquiry.fromDate}
          min={today}
          compact={compact}
          invalid={Boolean(errors.fromDate)}
          describedBy={errorId('fromDate')}
          onChange={(date) => dispatch(hotelActions.checkInPicked(date))}
        />
        {error('fromDate')}
      </div>
      <div className={cn(!compact && 'md:col-span-2 lg:col-span-2')}>
        {label('toDate', t('hotelSearch.toDate', 'Check-out'))}
        <DateInput
          id={id('toDate')}
          label={t('hotelSearch.toDate', 'Check-out')}
          value={enquiry.toDate}
          min={addDays(enquiry.fromDate, HOTEL_FORM.minNights)}
          max={addDays(enquiry.fromDate, HOTEL_FORM.maxNights)}
          compact={compact}
          invalid={Boolean(errors.toDate)}
          describedBy={errorId('toDate')}
          onChange={(date) => dispatch(hotelActions.checkOutPicked(date))}
        />
        {error('toDate')}
      </div>
      <div className={cn(!compact && 'md:col-span-1 lg:col-span-1')}>
        {label('nights', t('hotelSearch.nights', 'Nights'))}
        <Select
          id={id('nights')}
          value={nights >= HOTEL_FORM.minNights && nights <= HOTEL_FORM.maxNights ? String(nights) : ''}
          placeholder={nights >= HOTEL_FORM.minNights && nights <= HOTEL_FORM.maxNights ? undefined : '-'}
          onChange={(e) => e.target.value && dispatch(hotelActions.nightsPicked(Number(e.target.value)))}
          options={NIGHTS.map((n) => ({ value: String(n), label: String(n) }))}
          className={compact ? undefined : '[&_select]:h-12 [&_select]:text-base'}
        />
      </div>
      <div className={cn(!compact && 'md:col-span-1 lg:col-span-3')}>
        {label('starCategory', t('hotelSearch.starCategory', 'Star category'))}
        <Select
          id={id('starCategory')}
          value={form.starCategory}
          onChange={(e) => dispatch(hotelActions.starCategoryChanged(e.target.value as StarCategory | ''))}
          options={starOptions(t)}
          className={compact ? undefined : '[&_select]:h-12 [&_select]:text-base'}
        />
        {error('starCategory')}
      </div>
      <div className={cn('col-span-2', !compact && 'md:col-span-2 lg:col-span-3')}>
        {label('rooms', t('hotelSearch.rooms', 'Rooms and guests'))}
        <RoomsPicker
          id={id('rooms')}
          rows={rows}
          compact={compact}
          invalid={Boolean(errors.rooms)}
          describedBy={errorId('rooms')}
        />
        {error('rooms')}
      </div>
      <div className={cn('col-span-2', !compact && 'md:col-span-2 lg:col-span-3')}>
        {label('nationality', t('hotelSearch.nationality', 'Nationality'))}
        <Select
          id={id('nationality')}
          value={nationality}
          aria-invalid={Boolean(errors.nationality) || undefined}
          aria-describedby={errorId('nationality')}
          disabled={!countries}
          onChange={(e) => dispatch(hotelActions.nationalityChanged(e.target.value))}
          // Names only (an option cannot draw a flag image); the chosen country's flag sits in the control.
          options={nationalityOptions(countries ?? [{ isocode: nationality, countryName: nationality }])}
          leading={countryFlag}
          className={compact ? undefined : '[&_select]:h-12 [&_select]:text-base'}
        />
        {error('nationality')}
      </div>
      <div className={cn('col-span-2', !compact && 'md:col-span-2 lg:col-span-3')}>
        {label('priceType', t('hotelSearch.priceType', 'Price type'))}
        <Select
          id={id('priceType')}
          value={form.priceType}
          onChange={(e) => dispatch(hotelActions.priceTypeChanged(e.target.value as PriceType))}
          options={priceTypeOptions(t)}
          className={compact ? undefined : '[&_select]:h-12 [&_select]:text-base'}
        />
        {error('priceType')}
      </div>
      <div className={cn('col-span-2 flex flex-col justify-end', !compact && 'md:col-span-6 lg:col-span-3')}>
        {errors.general && (
          <p role="alert" className="mb-2 text-xs font-medium text-red-600">
            {errors.general}
          </p>
        )}
        <Button
          type="submit"
          variant="accent"
          size={compact ? 'md' : 'lg'}
          disabled={!chosen}
          title={
            chosen
              ? undefined
              : t('hotelSearch.chooseFirst', 'Choose a destination or hotel from the list first')
          }
          className="w-full"
        >
          <Search className="size-5" aria-hidden="true" />
          {t('hotelSearch.submit', 'Search')}
        </Button>
        {!chosen && (
          <p className="mt-1 text-center text-xs text-slate-500">
            {t('hotelSearch.chooseHint', 'Choose a destination or hotel from the list')}
          </p>
        )}
      </div>
    </form>
  );
}

/** The Hotel entry of the home search-form registry (app/home-search-forms.ts). */
export default HotelSearchForm;
