import { useState, type FormEvent } from 'react';
import type { AdminInsurancePlan } from '@portal/contracts';
import {
  COVERAGE_KINDS,
  COVERAGE_LABELS,
  PLAN_REGIONS,
  TRAVEL_TYPE_LABELS,
  TRAVEL_TYPES,
  type TravelType,
} from '@portal/domain';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { errorMessage, fieldErrors } from '../../../../lib/api';
import { amountError, minorToAmount, typedMinor } from '../inventory-form';
import { useCreateInsurancePlanMutation, useSaveInsurancePlanMutation } from './insurance.api';

const REGION_LABELS: Record<(typeof PLAN_REGIONS)[number], string> = {
  'uae-inbound': 'UAE inbound',
  'worldwide-ex-us-ca': 'Worldwide excluding USA and Canada',
  worldwide: 'Worldwide',
  schengen: 'Schengen',
  gcc: 'GCC',
};
const list = (text: string) =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map(Number);
const money = typedMinor;

/** The starting point of a new plan: every cover listed (0: not covered), one band each way. */
const BLANK_PLAN: AdminInsurancePlan = {
  _id: '',
  code: '',
  name: '',
  description: '',
  region: 'worldwide',
  coverageCurrency: 'USD',
  coverage: COVERAGE_KINDS.map((kind) => ({ kind, limit: 0, excess: 0 })),
  maxTripDays: 30,
  maxAge: 75,
  travelTypes: ['SG'],
  priceTable: { tripDays: [30], ages: [75], prices: [[0]] },
  active: true,
  wordingUrl: null,
  version: 0,
};

/**
 * One insurance plan: cover limits, region, premium bands by trip days and age, travel types and
 * whether it is sold, saved against its version; without `plan`, a new one (with its code,
 * cancellation fee and emergency phone, fixed from then on). Premiums are AED per person; limits in
 * the plan's coverage currency.
 */
export function InsurancePlanForm({
  plan: existing,
  onCreated,
}: {
  plan: AdminInsurancePlan | null;
  onCreated?: (plan: AdminInsurancePlan) => void;
}) {
  const plan = existing ?? BLANK_PLAN;
  const creating = existing === null;
  const [form, setForm] = useState({
    name: plan.name,
    description: plan.description,
    region: plan.region,
    coverageCurrency: plan.coverageCurrency,
    maxTripDays: String(plan.maxTripDays),
    maxAge: String(plan.maxAge),
    active: plan.active,
  });
  const [extra, setExtra] = useState({
    code: '',
    feeType: 'percentage' as 'flat' | 'percentage',
    feeValue: '10',
    emergencyPhone: '',
    vatPercent: '5',
    groupDiscountPercent: '0',
  });
  const setExtraField = <K extends keyof typeof extra>(key: K, value: (typeof extra)[K]) =>
    setExtra((f) => ({ ...f, [key]: value }));
  const [travelTypes, setTravelTypes] = useState<TravelType[]>(plan.travelTypes);
  const [coverage, setCoverage] = useState(() =>
    plan.coverage.map((c) => ({
      kind: c.kind,
      limit: minorToAmount(c.limit),
      excess: minorToAmount(c.excess),
    })),
  );
  const [tripDays, setTripDays] = useState(plan.priceTable.tripDays.join(', '));
  const [ages, setAges] = useState(plan.priceTable.ages.join(', '));
  const [prices, setPrices] = useState(() => plan.priceTable.prices.map((row) => row.map(minorToAmount)));
  // A save moves the plan's version, which remounts this form (keyed by it): the answer lives in the
  // mutation's shared state so "Plan saved" outlasts the remount.
  const [saveExisting, saved] = useSaveInsurancePlanMutation({ fixedCacheKey: `plan-${plan.code}` });
  const [create, created] = useCreateInsurancePlanMutation();
  const state = creating ? created : saved;
  const errors = state.isError ? fieldErrors(state.error) : {};
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const days = list(tripDays);
  const bands = list(ages);
  const cell = (t: number, a: number) => prices[t]?.[a] ?? '';
  const setCell = (t: number, a: number, value: string) =>
    setPrices((rows) => {
      const next = days.map((_, i) => bands.map((__, k) => rows[i]?.[k] ?? ''));
      next[t]![a] = value;
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      description: form.description,
      region: form.region,
      coverageCurrency: form.coverageCurrency,
      coverage: coverage.map((c) => ({ kind: c.kind, limit: money(c.limit), excess: money(c.excess) })),
      maxTripDays: Number(form.maxTripDays) || 0,
      maxAge: Number(form.maxAge) || 0,
      travelTypes,
      priceTable: {
        tripDays: days,
        ages: bands,
        prices: days.map((_, t) => bands.map((__, a) => money(cell(t, a)))),
      },
      active: form.active,
    };
    if (!creating) {
      void saveExisting({ ...body, code: plan.code, version: plan.version });
      return;
    }
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    void create({
      ...body,
      code: extra.code,
      cancellation:
        extra.feeType === 'flat'
          ? { feeType: 'flat', feeValue: money(extra.feeValue) }
          : { feeType: 'percentage', feeValue: number(extra.feeValue) },
      emergencyPhone: extra.emergencyPhone,
      vatPercent: number(extra.vatPercent),
      groupDiscountPercent: number(extra.groupDiscountPercent),
    })
      .unwrap()
      .then((answer) => onCreated?.(answer.plan))
      .catch(() => undefined);
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      aria-label={creating ? 'New plan' : `Plan ${plan.code}`}
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {creating && (
          <>
            <Field label="Code" required hint="e.g. GCC-GOLD; fixed once saved" error={errors.code?.[0]}>
              <Input
                value={extra.code}
                onChange={(e) => setExtraField('code', e.target.value.toUpperCase())}
              />
            </Field>
            <Field label="Cover currency" required hint="e.g. USD" error={errors.coverageCurrency?.[0]}>
              <Input
                value={form.coverageCurrency}
                maxLength={3}
                onChange={(e) => set('coverageCurrency', e.target.value.toUpperCase())}
              />
            </Field>
          </>
        )}
        <Field label="Name" required error={errors.name?.[0]}>
          <Input value={form.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label="Region" required error={errors.region?.[0]}>
          <Select
            value={form.region}
            onChange={(e) => set('region', e.target.value as typeof form.region)}
            options={PLAN_REGIONS.map((r) => ({ value: r, label: REGION_LABELS[r] }))}
          />
        </Field>
        <Field label="Longest trip (days)" required error={errors.maxTripDays?.[0]}>
          <Input
            inputMode="numeric"
            value={form.maxTripDays}
            onChange={(e) => set('maxTripDays', e.target.value)}
          />
        </Field>
        <Field label="Oldest insured age" required error={errors.maxAge?.[0]}>
          <Input inputMode="numeric" value={form.maxAge} onChange={(e) => set('maxAge', e.target.value)} />
        </Field>
      </div>
      <Field label="Description" error={errors.description?.[0]}>
        <Textarea rows={2} value={form.description} onChange={(e) => set('description', e.target.value)} />
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Travel types</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {TRAVEL_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4"
                checked={travelTypes.includes(type)}
                onChange={(e) =>
                  setTravelTypes((l) => (e.target.checked ? [...l, type] : l.filter((x) => x !== type)))
                }
              />
              {TRAVEL_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {errors.travelTypes && <p className="mt-1 text-sm text-red-700">{errors.travelTypes[0]}</p>}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">
          Cover limits and excess ({form.coverageCurrency}; 0: not covered)
        </legend>
        {errors.coverage && <p className="text-sm text-red-700">{errors.coverage[0]}</p>}
        {coverage.map((c, i) => (
          <div
            key={c.kind}
            className="grid grid-cols-2 items-end gap-3"
            role="group"
            aria-label={COVERAGE_LABELS[c.kind]}
          >
            <Field
              label={`${COVERAGE_LABELS[c.kind]}: limit`}
              error={amountError(c.limit, errors[`coverage[${i}].limit`]?.[0])}
            >
              <Input
                inputMode="decimal"
                value={c.limit}
                onChange={(e) =>
                  setCoverage((l) => l.map((x, k) => (k === i ? { ...x, limit: e.target.value } : x)))
                }
              />
            </Field>
            <Field label="Excess" error={amountError(c.excess, errors[`coverage[${i}].excess`]?.[0])}>
              <Input
                inputMode="decimal"
                value={c.excess}
                onChange={(e) =>
                  setCoverage((l) => l.map((x, k) => (k === i ? { ...x, excess: e.target.value } : x)))
                }
              />
            </Field>
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">
          Premium per person (AED) by trip days and age
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Trip bands, up to days"
            hint="e.g. 7, 15, 30"
            error={errors['priceTable.tripDays']?.[0]}
          >
            <Input value={tripDays} onChange={(e) => setTripDays(e.target.value)} />
          </Field>
          <Field label="Age bands, up to age" hint="e.g. 17, 65, 75" error={errors['priceTable.ages']?.[0]}>
            <Input value={ages} onChange={(e) => setAges(e.target.value)} />
          </Field>
        </div>
        {errors.priceTable && <p className="text-sm text-red-700">{errors.priceTable[0]}</p>}
        <div className="overflow-x-auto">
          <table className="text-sm">
            <thead>
              <tr>
                <th className="pe-2 text-start font-medium whitespace-nowrap text-slate-600">Days \ age</th>
                {bands.map((a) => (
                  <th key={a} className="px-1 text-start font-medium whitespace-nowrap text-slate-600">
                    up to {a}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d, t) => (
                <tr key={d}>
                  <th className="pe-2 text-start font-medium whitespace-nowrap text-slate-600">up to {d}</th>
                  {bands.map((a, k) => (
                    <td key={a} className="px-1 py-0.5">
                      <Input
                        aria-label={`Premium, trips up to ${d} days, age up to ${a}`}
                        inputMode="decimal"
                        className="w-24"
                        value={cell(t, k)}
                        onChange={(e) => setCell(t, k, e.target.value)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      {creating && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Sale terms</legend>
          <Field label="Cancellation fee" required error={errors['cancellation.feeType']?.[0]}>
            <Select
              value={extra.feeType}
              onChange={(e) => setExtraField('feeType', e.target.value as 'flat' | 'percentage')}
              options={[
                { value: 'percentage', label: 'Percentage of the premium' },
                { value: 'flat', label: 'Flat amount (AED)' },
              ]}
            />
          </Field>
          <Field
            label={extra.feeType === 'flat' ? 'Fee (AED)' : 'Fee (%)'}
            required
            error={errors['cancellation.feeValue']?.[0] ?? errors.cancellation?.[0]}
          >
            <Input
              inputMode="decimal"
              value={extra.feeValue}
              onChange={(e) => setExtraField('feeValue', e.target.value)}
            />
          </Field>
          <Field label="Emergency phone" required error={errors.emergencyPhone?.[0]}>
            <Input
              inputMode="tel"
              value={extra.emergencyPhone}
              onChange={(e) => setExtraField('emergencyPhone', e.target.value)}
            />
          </Field>
          <Field label="VAT (%)" required error={errors.vatPercent?.[0]}>
            <Input
              inputMode="decimal"
              value={extra.vatPercent}
              onChange={(e) => setExtraField('vatPercent', e.target.value)}
            />
          </Field>
          <Field label="Group discount (%)" error={errors.groupDiscountPercent?.[0]}>
            <Input
              inputMode="decimal"
              value={extra.groupDiscountPercent}
              onChange={(e) => setExtraField('groupDiscountPercent', e.target.value)}
            />
          </Field>
        </fieldset>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={form.active}
          onChange={(e) => set('active', e.target.checked)}
          className="size-4"
        />
        Active (sold to agents)
      </label>
      {state.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(state.error)}
        </p>
      )}
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {creating ? 'Plan created' : 'Plan saved'}
        </p>
      )}
      <Button type="submit" loading={state.isLoading}>
        {creating ? 'Create plan' : 'Save plan'}
      </Button>
    </form>
  );
}
