import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { INSURANCE_PAGES, type InsuranceQuoteAnswer } from '@portal/contracts';
import { TRAVEL_TYPE_LABELS, TRAVEL_TYPES, type InsuranceGeneralData } from '@portal/domain';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { CountrySelect } from '../../../components/country-select';
import { LoadError } from '../../../components/load-error';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useInsurancePlansQuery, useInsuranceQuoteMutation } from '../api/insurance.api';
import { BeneficiaryRows } from '../components/beneficiary-rows';
import { BuyPolicy } from '../components/buy-policy';
import { QuoteCard } from '../components/quote-card';
import { clearInsuranceForm, insuranceRestored, selectInsurance, setGeneral } from '../insurance.slice';
import { useStateDraft } from '../../../lib/form-draft';
import { useT } from '../../../lib/i18n';

const TRAVEL_TYPE_OPTIONS = TRAVEL_TYPES.map((t) => ({ value: t, label: `${TRAVEL_TYPE_LABELS[t]} (${t})` }));

/** /insurance: plan, trip, travel type and beneficiaries; a quote; buying by wallet or card. */
export function InsurancePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectInsurance);
  const { genaralData: general, beneficiaryData } = state;
  const plans = useInsurancePlansQuery();
  const [requestQuote, quoteState] = useInsuranceQuoteMutation();
  const [quote, setQuote] = useState<InsuranceQuoteAnswer | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // What the agent typed survives a reload or a top-up in this tab (dropped once bought).
  const discardDraft = useStateDraft('insurance', state, (saved) => {
    if (saved && Array.isArray(saved.beneficiaryData)) dispatch(insuranceRestored(saved));
  });
  const set = <K extends keyof InsuranceGeneralData>(name: K, value: InsuranceGeneralData[K]) => {
    setQuote(null);
    dispatch(setGeneral({ name, value }));
  };
  const selectedPlan = plans.data?.plans.find((p) => p.code === general.plan) ?? null;
  const body = () => ({
    generalData: { ...general, travelType: general.travelType as (typeof TRAVEL_TYPES)[number] },
    beneficiaryData: beneficiaryData.map((b) => ({ ...b, gender: b.gender as 'male' | 'female' })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    setQuote(null);
    try {
      setQuote(await requestQuote(body()).unwrap());
    } catch (error) {
      setErrors(fieldErrors(error));
      setFormError(
        errorMessage(error, t('insurance.theQuoteCouldNot', 'The quote could not be made, please try again')),
      );
    }
  };
  const err = (name: string) => errors[name]?.[0] ?? errors[`generalData.${name}`]?.[0];

  if (plans.isLoading)
    return <SkeletonList label={t('insurance.loadingInsurancePlans', 'Loading insurance plans')} />;
  if (plans.error)
    return (
      <LoadError
        error={plans.error}
        what={t('what.insurancePlans', 'insurance plans')}
        onRetry={() => void plans.refetch()}
      />
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {t('insurance.travelInsurance', 'Travel Insurance')}
        </h1>
        <Link to={INSURANCE_PAGES.orders} className="text-sm font-semibold text-sky-700 underline">
          {t('insurance.insuranceContracts', 'Insurance contracts')}
        </Link>
      </div>
      <Card>
        <CardHeader
          title={t('insurance.tripAndTravellers', 'Trip and travellers')}
          description={selectedPlan?.description}
        />
        <CardBody>
          <form className="space-y-5" onSubmit={(e) => void submit(e)} noValidate>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field label={t('insurance.plan', 'Plan')} error={err('plan')} required>
                <Select
                  options={(plans.data?.plans ?? []).map((p) => ({ value: p.code, label: p.name }))}
                  placeholder={t('insurance.selectAPlan', 'Select a plan')}
                  value={general.plan}
                  onChange={(e) => set('plan', e.target.value)}
                />
              </Field>
              <Field label={t('insurance.residence', 'Residence')} error={err('residence')} required>
                <CountrySelect value={general.residence} onChange={(e) => set('residence', e.target.value)} />
              </Field>
              <Field label={t('insurance.destination', 'Destination')} error={err('destination')} required>
                <CountrySelect
                  value={general.destination}
                  onChange={(e) => set('destination', e.target.value)}
                />
              </Field>
              <Field label={t('insurance.travelFrom', 'Travel from')} error={err('travelFrom')} required>
                <DateInput
                  label={t('insurance.travelFrom', 'Travel from')}
                  value={general.travelFrom}
                  compact
                  onChange={(date) => set('travelFrom', date)}
                />
              </Field>
              <Field label={t('insurance.travelTo', 'Travel to')} error={err('travelTo')} required>
                <DateInput
                  label={t('insurance.travelTo', 'Travel to')}
                  value={general.travelTo}
                  min={general.travelFrom || undefined}
                  compact
                  onChange={(date) => set('travelTo', date)}
                />
              </Field>
              <Field label={t('insurance.travelType', 'Travel type')} error={err('travelType')} required>
                <Select
                  options={TRAVEL_TYPE_OPTIONS}
                  placeholder={t('insurance.selectTravelType', 'Select travel type')}
                  value={general.travelType}
                  onChange={(e) => set('travelType', e.target.value as InsuranceGeneralData['travelType'])}
                />
              </Field>
            </div>
            {selectedPlan ? (
              <p className="text-xs text-slate-600">
                Trips up to {selectedPlan.maxTripDays} days, travellers up to {selectedPlan.maxAge} years.
                Emergency assistance {selectedPlan.emergencyPhone}.
              </p>
            ) : null}
            <BeneficiaryRows errors={errors} />
            {formError ? (
              <p role="alert" className="text-sm font-medium text-red-600">
                {formError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" loading={quoteState.isLoading} disabled={quoteState.isLoading}>
                {t('insurance.getQuote', 'Get quote')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setQuote(null);
                  setErrors({});
                  setFormError(null);
                  dispatch(clearInsuranceForm());
                }}
              >
                {t('insurance.clear', 'Clear')}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      {quote ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <QuoteCard quote={quote} />
          <BuyPolicy quote={quote} request={body()} onBought={discardDraft} />
        </div>
      ) : null}
    </div>
  );
}
