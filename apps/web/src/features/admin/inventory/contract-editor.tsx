import { useId, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { InventoryContractDto, InventoryHotelDto } from '@portal/contracts';
import { BOARD_CODES, BOARD_NAMES, type BoardCode } from '@portal/domain';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useToast } from '../../../lib/use-toast';
import { NumberField } from './field-row';
import {
  amountToMinor,
  minorToAmount,
  problemOf,
  promotionOf,
  promotionRow,
  type PromotionRow,
} from './inventory-form';
import { PromotionsFieldset } from './promotions-fieldset';
import { ContractCurrencyField } from './contract-currency-field';
import { useCreateInventoryContractMutation, useUpdateInventoryContractMutation } from './inventory.api';

type Basis = 'room' | 'person';
interface SeasonRow {
  from: string;
  to: string;
  basis: Basis;
  rate: string;
  baseOccupancy: string;
  extraAdult: string;
  extraBed: string;
}
interface TierRow {
  daysBefore: string;
  type: 'nights' | 'percentage' | 'flat';
  value: string;
}

const BOARD_OPTIONS = BOARD_CODES.map((b) => ({ value: b, label: `${b}: ${BOARD_NAMES[b]}` }));
const chargeOptions = (currency: string) => [
  { value: 'nights', label: 'Nights charged' },
  { value: 'percentage', label: 'Percent of the stay' },
  { value: 'flat', label: `${currency} per room` },
];

function seasonRow(s: InventoryContractDto['seasons'][number]): SeasonRow {
  const perPerson = s.baseOccupancy === 1 && s.extraAdult === s.roomPrice;
  return {
    from: s.from,
    to: s.to,
    basis: perPerson ? 'person' : 'room',
    rate: minorToAmount(s.roomPrice),
    baseOccupancy: String(s.baseOccupancy),
    extraAdult: minorToAmount(s.extraAdult),
    extraBed: minorToAmount(s.extraBed),
  };
}

const emptySeason = (): SeasonRow => ({
  from: '',
  to: '',
  basis: 'room',
  rate: '',
  baseOccupancy: '2',
  extraAdult: '0',
  extraBed: '0',
});

/**
 * The contract editor: room type and meal plan, seasons with their nightly rates (per room or per
 * person) in the contract's currency, child and extra-bed rates, minimum stay, release days, cancellation
 * tiers and promotions. A save sends
 * the version it was opened at; the API answers 409 when someone else saved in between.
 */
export function ContractEditor({
  hotel,
  contract,
  onDone,
}: {
  hotel: InventoryHotelDto;
  contract: InventoryContractDto | null;
  onDone: () => void;
}) {
  const formId = useId();
  const toast = useToast();
  const [create, created] = useCreateInventoryContractMutation();
  const [update, updated] = useUpdateInventoryContractMutation();
  const [roomTypeId, setRoomTypeId] = useState(contract?.roomTypeId ?? hotel.roomTypes[0]?._id ?? '');
  const [rateName, setRateName] = useState(contract?.rateName ?? 'Standard rate');
  const [boardCode, setBoardCode] = useState<BoardCode>(contract?.boardCode ?? 'BB');
  const [seasons, setSeasons] = useState<SeasonRow[]>(
    contract ? contract.seasons.map(seasonRow) : [emptySeason()],
  );
  const [childRate, setChildRate] = useState(
    contract?.childBands[0] ? minorToAmount(contract.childBands[0].pricePerNight) : '',
  );
  const [minStay, setMinStay] = useState(String(contract?.minStay ?? 1));
  const [releaseDays, setReleaseDays] = useState(String(contract?.releaseDays ?? 0));
  const [tiers, setTiers] = useState<TierRow[]>(
    contract?.cancellation.map((c) => ({
      daysBefore: String(c.daysBefore),
      type: c.charge.type,
      value:
        c.charge.type === 'nights'
          ? String(c.charge.nights)
          : c.charge.type === 'percentage'
            ? String(c.charge.percent)
            : minorToAmount(c.charge.amount),
    })) ?? [],
  );
  const [promotions, setPromotions] = useState<PromotionRow[]>(contract?.promotions.map(promotionRow) ?? []);
  const [comments, setComments] = useState(contract?.rateComments ?? '');
  const [isActive, setIsActive] = useState(contract?.isActive ?? true);
  const [currency, setCurrency] = useState(contract?.currency ?? 'AED');
  // Amounts are stored as entered: a new currency re-reads them, it does not convert them (ADR 0029).
  const enteredIn = contract?.currency ?? 'AED';
  const reread = contract !== null && currency !== enteredIn;
  const supplements = contract?.mealSupplements.length ?? 0;
  const [problem, setProblem] = useState<string | null>(null);
  const busy = created.isLoading || updated.isLoading;
  const error = problem ?? problemOf(created.error ?? updated.error);

  const setSeason = (i: number, patch: Partial<SeasonRow>) =>
    setSeasons((list) => list.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const setTier = (i: number, patch: Partial<TierRow>) =>
    setTiers((list) => list.map((t, k) => (k === i ? { ...t, ...patch } : t)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = [];
    for (const [i, s] of seasons.entries()) {
      const rate = amountToMinor(s.rate);
      const extraAdult = s.basis === 'person' ? rate : amountToMinor(s.extraAdult);
      const extraBed = amountToMinor(s.extraBed);
      if (!s.from || !s.to) return setProblem(`Season ${i + 1}: enter the first and last night`);
      if (rate === null || rate <= 0) return setProblem(`Season ${i + 1}: the nightly rate must be positive`);
      if (extraAdult === null || extraBed === null)
        return setProblem(`Season ${i + 1}: enter the extra adult and extra bed rates in ${currency}`);
      built.push({
        from: s.from,
        to: s.to,
        roomPrice: rate,
        baseOccupancy: s.basis === 'person' ? 1 : Number(s.baseOccupancy),
        extraAdult,
        extraBed,
      });
    }
    const child = childRate.trim() === '' ? null : amountToMinor(childRate);
    if (childRate.trim() !== '' && child === null) return setProblem(`Enter the child rate in ${currency}`);
    const cancellation = [];
    for (const [i, t] of tiers.entries()) {
      const value = t.type === 'flat' ? amountToMinor(t.value) : Number(t.value);
      if (value === null || !(value > 0))
        return setProblem(`Cancellation tier ${i + 1}: enter a positive charge`);
      const charge =
        t.type === 'nights'
          ? { type: 'nights' as const, nights: value }
          : t.type === 'percentage'
            ? { type: 'percentage' as const, percent: value }
            : { type: 'flat' as const, amount: value };
      cancellation.push({ daysBefore: Number(t.daysBefore), charge });
    }
    const builtPromotions = [];
    for (const [i, row] of promotions.entries()) {
      const promotion = promotionOf(row, i + 1);
      if (typeof promotion === 'string') return setProblem(promotion);
      builtPromotions.push(promotion);
    }
    setProblem(null);
    const fields = {
      rateName,
      boardCode,
      seasons: built,
      childBands: child === null ? [] : [{ minAge: 2, maxAge: 11, pricePerNight: child }],
      minStay: Number(minStay),
      releaseDays: Number(releaseDays),
      cancellation,
      rateComments: comments,
      currency,
      isActive,
      promotions: builtPromotions,
      mealSupplements: contract?.mealSupplements ?? [],
    };
    const saving = contract
      ? update({ id: contract._id, body: { ...fields, version: contract.version } })
      : create({ ...fields, roomTypeId });
    void saving
      .unwrap()
      .then((saved) => {
        toast.success(
          contract ? 'Contract saved' : 'Contract created',
          `${saved.roomTypeName}: ${saved.rateName}`,
        );
        onDone();
      })
      .catch(() => undefined);
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate aria-label="Contract">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Room type">
          <Select
            options={hotel.roomTypes.map((r) => ({ value: r._id, label: r.name }))}
            value={roomTypeId}
            disabled={Boolean(contract)}
            onChange={(e) => setRoomTypeId(e.target.value)}
          />
        </Field>
        <Field label="Rate name">
          <Input value={rateName} onChange={(e) => setRateName(e.target.value)} />
        </Field>
        <Field label="Meal plan">
          <Select
            options={BOARD_OPTIONS}
            value={boardCode}
            onChange={(e) => setBoardCode(e.target.value as BoardCode)}
          />
        </Field>
        <ContractCurrencyField value={currency} onChange={setCurrency} />
      </div>
      {reread ? (
        <p
          role="note"
          data-testid="currency-warning"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Rates are not converted: the amounts below were entered in {enteredIn} and are saved as {currency}{' '}
          exactly as they stand. Enter the {currency} rates agreed with the hotel before saving
          {supplements > 0
            ? `; the ${supplements === 1 ? 'meal supplement' : `${supplements} meal supplements`} (not in this form) will be read as ${currency} too.`
            : '.'}
        </p>
      ) : null}

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Seasons ({currency} a night)</legend>
        {seasons.map((s, i) => (
          <div
            key={i}
            className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4"
            data-testid="season-row"
          >
            <Field label={`Season ${i + 1} first night`}>
              <DateInput
                id={`${formId}-s${i}-from`}
                label={`Season ${i + 1} first night`}
                value={s.from}
                onChange={(d) => setSeason(i, { from: d })}
              />
            </Field>
            <Field label={`Season ${i + 1} last night`}>
              <DateInput
                id={`${formId}-s${i}-to`}
                label={`Season ${i + 1} last night`}
                value={s.to}
                min={s.from || undefined}
                onChange={(d) => setSeason(i, { to: d })}
              />
            </Field>
            <Field label="Priced">
              <Select
                options={[
                  { value: 'room', label: 'Per room' },
                  { value: 'person', label: 'Per person' },
                ]}
                value={s.basis}
                onChange={(e) => setSeason(i, { basis: e.target.value as Basis })}
              />
            </Field>
            <NumberField
              label={s.basis === 'room' ? `Room rate (${currency})` : `Rate per person (${currency})`}
              kind="decimal"
              value={s.rate}
              onChange={(rate) => setSeason(i, { rate })}
            />
            {s.basis === 'room' ? (
              <>
                <NumberField
                  label="Adults included"
                  min={1}
                  value={s.baseOccupancy}
                  onChange={(baseOccupancy) => setSeason(i, { baseOccupancy })}
                />
                <NumberField
                  label={`Extra adult (${currency})`}
                  kind="decimal"
                  value={s.extraAdult}
                  onChange={(extraAdult) => setSeason(i, { extraAdult })}
                />
              </>
            ) : null}
            <NumberField
              label={`Extra bed (${currency})`}
              kind="decimal"
              value={s.extraBed}
              onChange={(extraBed) => setSeason(i, { extraBed })}
            />
            {seasons.length > 1 ? (
              <div className="flex items-end">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setSeasons((l) => l.filter((_, k) => k !== i))}
                >
                  <Trash2 className="size-4 text-red-600" aria-hidden="true" /> Remove season {i + 1}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => setSeasons((l) => [...l, emptySeason()])}
        >
          <Plus className="size-4" aria-hidden="true" /> Add season
        </Button>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField
          label={`Child rate (${currency} a night)`}
          hint="Ages 2 to 11; empty: children under the room rate"
          kind="decimal"
          value={childRate}
          onChange={setChildRate}
        />
        <NumberField label="Minimum stay (nights)" min={1} value={minStay} onChange={setMinStay} />
        <NumberField
          label="Release days"
          hint="Rooms stop selling this many days before the night"
          min={0}
          value={releaseDays}
          onChange={setReleaseDays}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">
          Cancellation tiers (none: non-refundable)
        </legend>
        {tiers.map((t, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-4">
            <NumberField
              label={`Tier ${i + 1}: days before check-in`}
              min={0}
              value={t.daysBefore}
              onChange={(daysBefore) => setTier(i, { daysBefore })}
            />
            <Field label="Charge">
              <Select
                options={chargeOptions(currency)}
                value={t.type}
                onChange={(e) => setTier(i, { type: e.target.value as TierRow['type'] })}
              />
            </Field>
            <NumberField
              label="Amount"
              kind="decimal"
              value={t.value}
              onChange={(value) => setTier(i, { value })}
            />
            <div className="flex items-end">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setTiers((l) => l.filter((_, k) => k !== i))}
              >
                <Trash2 className="size-4 text-red-600" aria-hidden="true" /> Remove tier {i + 1}
              </Button>
            </div>
          </div>
        ))}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => setTiers((l) => [...l, { daysBefore: '3', type: 'nights', value: '1' }])}
        >
          <Plus className="size-4" aria-hidden="true" /> Add tier
        </Button>
      </fieldset>

      <PromotionsFieldset rows={promotions} onChange={setPromotions} />

      <Field label="Rate comments">
        <Textarea rows={2} value={comments} onChange={(e) => setComments(e.target.value)} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        Active (sold to agents)
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {contract ? 'Save contract' : 'Create contract'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
