import { Plus, Trash2 } from 'lucide-react';
import { EMPTY_BENEFICIARY, GENDERS, plainDateIn, type Beneficiary } from '@portal/domain';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import {
  addBeneficiary,
  deleteBeneficiary,
  editBeneficiary,
  selectInsurance,
  setSingleBeneficiary,
} from '../insurance.slice';
import { useT, type Translate } from '../../../lib/i18n';

const GENDER_OPTIONS = (t: Translate) =>
  GENDERS.map((g) => ({
    value: g,
    label: g === 'male' ? t('insurance.male', 'Male') : t('insurance.female', 'Female'),
  }));

/**
 * The beneficiaries (spec sections 3 and 4): add, edit all five fields, delete by index. Single
 * travel (SG) shows one person: typing into it replaces the first or adds it.
 */
export function BeneficiaryRows({ errors }: { errors: Record<string, string[]> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { genaralData, beneficiaryData } = useAppSelector(selectInsurance);
  const single = genaralData.travelType === 'SG';
  const rows: Beneficiary[] = single
    ? [beneficiaryData[0] ?? EMPTY_BENEFICIARY]
    : beneficiaryData.length > 0
      ? beneficiaryData
      : [];
  const set = (index: number, field: keyof Beneficiary, value: string) => {
    if (single && beneficiaryData.length === 0) {
      dispatch(setSingleBeneficiary({ ...EMPTY_BENEFICIARY, [field]: value }));
    } else {
      dispatch(editBeneficiary({ index, field, value: value }));
    }
  };
  const err = (i: number, f: string) => errors[`beneficiaryData.${i}.${f}`]?.[0];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">
        {t('insurance.beneficiaries', 'Beneficiaries')}
      </legend>
      {single && beneficiaryData.length > 1 ? (
        <p className="text-sm text-amber-700">
          {t(
            'insurance.singleTravelCoversOne',
            'Single travel covers one beneficiary: choose Family or Group, or delete the others below.',
          )}
        </p>
      ) : null}
      {(single && beneficiaryData.length > 1 ? beneficiaryData : rows).map((b, i) => (
        <div
          key={i}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-6"
          data-testid="beneficiary-row"
        >
          <Field
            label={t('insurance.firstNameValue', 'First name {value}', { value: i + 1 })}
            error={err(i, 'firstName')}
            required
          >
            <Input value={b.firstName} onChange={(e) => set(i, 'firstName', e.target.value)} />
          </Field>
          <Field label={t('insurance.lastName', 'Last name')} error={err(i, 'lastName')} required>
            <Input value={b.lastName} onChange={(e) => set(i, 'lastName', e.target.value)} />
          </Field>
          <Field label={t('insurance.gender', 'Gender')} error={err(i, 'gender')} required>
            <Select
              options={GENDER_OPTIONS(t)}
              placeholder={t('insurance.select', 'Select')}
              value={b.gender}
              onChange={(e) => set(i, 'gender', e.target.value)}
            />
          </Field>
          <Field label={t('insurance.dateOfBirth', 'Date of birth')} error={err(i, 'dateOfBirth')} required>
            <DateInput
              label={t('insurance.dateOfBirthValue', 'Date of birth {value}', { value: i + 1 })}
              value={b.dateOfBirth}
              max={plainDateIn(new Date())}
              compact
              onChange={(date) => set(i, 'dateOfBirth', date)}
            />
          </Field>
          <Field
            label={t('insurance.passportNumber', 'Passport number')}
            error={err(i, 'passportNumber')}
            required
          >
            <Input value={b.passportNumber} onChange={(e) => set(i, 'passportNumber', e.target.value)} />
          </Field>
          <div className="flex items-end">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('insurance.deleteBeneficiaryValue', 'Delete beneficiary {value}', {
                value: i + 1,
              })}
              disabled={i >= beneficiaryData.length}
              onClick={() => dispatch(deleteBeneficiary(i))}
            >
              <Trash2 className="size-4" aria-hidden="true" /> {t('insurance.delete', 'Delete')}
            </Button>
          </div>
        </div>
      ))}
      {errors.beneficiaryData?.[0] ? (
        <p className="text-sm text-red-600" role="alert">
          {errors.beneficiaryData[0]}
        </p>
      ) : null}
      {!single ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => dispatch(addBeneficiary({ ...EMPTY_BENEFICIARY }))}
        >
          <Plus className="size-4" aria-hidden="true" /> {t('insurance.addBeneficiary', 'Add beneficiary')}
        </Button>
      ) : null}
    </fieldset>
  );
}
