import {
  nationalityOptions,
  QUOTATION_CURRENCIES,
  QUOTATION_LIMITS,
  type QuotationCurrency,
} from '@portal/domain';
import { countryFlag } from '../../../../components/country-select';
import { DateInput } from '../../../../components/date-input';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../../app/store';
import { useInitialDataQuery } from '../../../../lib/shell-api';
import { childAgeLabel } from '../../lib/labels';
import { quotationActions as q, selectQuotationDraft, setDraftField } from '../../quotation.slice';
import { SectionCard } from './section-card';
import { useT } from '../../../../lib/i18n';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));
const ADULTS = range(1, QUOTATION_LIMITS.maxAdults);
const CHILDREN = range(0, QUOTATION_LIMITS.maxChildren);
const AGES = range(0, QUOTATION_LIMITS.maxChildAge).map((o) => ({
  ...o,
  label: childAgeLabel(Number(o.value)),
}));
const CURRENCIES = QUOTATION_CURRENCIES.map((c) => ({ value: c, label: c }));

/** Client, party, nationality, dates and currency. */
export function PartySection({
  errors,
  nationality,
}: {
  errors: Record<string, string>;
  nationality: string;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const d = useAppSelector(selectQuotationDraft);
  const countries = useInitialDataQuery().data?.countries ?? [];
  return (
    <SectionCard title={t('quotations.party.title', 'Client and party')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('quotations.party.clientName', 'Client name')}
          error={errors.clientName}
          hint={t('quotations.party.clientHint', 'Shown on the quotation')}
        >
          <Input
            value={d.clientName}
            maxLength={80}
            onChange={(e) => dispatch(setDraftField('clientName', e.target.value))}
          />
        </Field>
        <Field label={t('quotations.col.reference', 'Your reference')} error={errors.agentQuotationNumber}>
          <Input
            value={d.agentQuotationNumber}
            maxLength={40}
            onChange={(e) => dispatch(setDraftField('agentQuotationNumber', e.target.value))}
          />
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field label={t('quotations.party.adults', 'Adults')} error={errors.noOfAdults} required>
          <Select
            options={ADULTS}
            value={String(d.noOfAdults)}
            onChange={(e) => dispatch(q.adultsSet(Number(e.target.value)))}
          />
        </Field>
        <Field label={t('quotations.party.children', 'Children')} error={errors.noOfChildren}>
          <Select
            options={CHILDREN}
            value={String(d.noOfChildren)}
            onChange={(e) => dispatch(q.childrenSet(Number(e.target.value)))}
          />
        </Field>
        <Field label={t('quotations.currency', 'Currency')} error={errors.quotationCurrency}>
          <Select
            options={CURRENCIES}
            value={d.quotationCurrency}
            onChange={(e) =>
              dispatch(setDraftField('quotationCurrency', e.target.value as QuotationCurrency))
            }
          />
        </Field>
        <Field
          label={t('flights.traveller.nationality', 'Nationality')}
          error={errors.nationality}
          required
          className="col-span-2 sm:col-span-1"
        >
          <Select
            options={nationalityOptions(countries)}
            leading={countryFlag}
            placeholder={t('quotations.party.selectNationality', 'Select a nationality')}
            value={d.nationality || nationality}
            onChange={(e) => dispatch(setDraftField('nationality', e.target.value))}
          />
        </Field>
      </div>
      {d.childrenAges.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            {t('quotations.party.ages', 'Children’s ages')}
          </legend>
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
            {d.childrenAges.map((age, i) => (
              <Field key={i} label={t('quotations.party.child', 'Child {n}', { n: i + 1 })}>
                <Select
                  options={AGES}
                  value={String(age)}
                  onChange={(e) => dispatch(q.childAgeSet({ index: i, age: Number(e.target.value) }))}
                />
              </Field>
            ))}
          </div>
          {errors.childrenAges ? (
            <p role="alert" className="mt-1 text-xs font-medium text-red-600">
              {errors.childrenAges}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('quotations.party.arrivalDate', 'Arrival date')} error={errors.checkInDate} required>
          <DateInput
            label={t('quotations.party.arrivalDate', 'Arrival date')}
            value={d.checkInDate}
            compact
            onChange={(date) => dispatch(q.datesSet({ checkInDate: date }))}
          />
        </Field>
        <Field
          label={t('quotations.party.departureDate', 'Departure date')}
          error={errors.checkOutDate}
          required
        >
          <DateInput
            label={t('quotations.party.departureDate', 'Departure date')}
            value={d.checkOutDate}
            min={d.checkInDate || undefined}
            compact
            onChange={(date) => dispatch(q.datesSet({ checkOutDate: date }))}
          />
        </Field>
      </div>
    </SectionCard>
  );
}
