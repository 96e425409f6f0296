import { A2A_INFANT_TITLES, A2A_TITLES, type A2aPassengerRow, type PassengerProblem } from '@portal/domain';
import { NationalityCodeSelect } from '../../../components/country-select';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n';

const titleOptions = A2A_TITLES.map((t) => ({ value: t, label: t }));
const infantTitleOptions = A2A_INFANT_TITLES.map((t) => ({ value: t, label: t }));

interface Props {
  index: number;
  row: A2aPassengerRow;
  problems: readonly PassengerProblem[];
  onChange: (row: A2aPassengerRow) => void;
}

/** One traveller row of spec section 3 (title, names, phone code and number, reference, nationality, passport, infant). */
export function PassengerFields({ index, row, problems, onChange }: Props) {
  const t = useT();
  const error = (field: string) => problems.find((p) => p.index === index && p.field === field)?.message;
  const set = (patch: Partial<A2aPassengerRow>) => onChange({ ...row, ...patch });
  const setInfant = (patch: Partial<A2aPassengerRow['infantDetails']>) =>
    onChange({ ...row, infantDetails: { ...row.infantDetails, ...patch } });
  const n = index + 1;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4" data-testid="a2a-passenger">
      <legend className="px-1 text-sm font-semibold text-slate-800">Traveller {n}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('a2a.title', 'Title')} required error={error('title')}>
          <Select
            name={`title-${n}`}
            placeholder={t('a2a.title', 'Title')}
            options={titleOptions}
            value={row.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </Field>
        <Field label={t('a2a.firstName', 'First name')} required error={error('firstName')}>
          <Input
            name={`firstName-${n}`}
            value={row.firstName}
            onChange={(e) => set({ firstName: e.target.value })}
          />
        </Field>
        <Field label={t('a2a.lastName', 'Last name')} required error={error('lastName')}>
          <Input
            name={`lastName-${n}`}
            value={row.lastName}
            onChange={(e) => set({ lastName: e.target.value })}
          />
        </Field>
        <Field label={t('a2a.nationality', 'Nationality')} required error={error('nationality')}>
          <NationalityCodeSelect
            name={`nationality-${n}`}
            value={row.nationality}
            onChange={(e) => set({ nationality: e.target.value })}
          />
        </Field>
        <Field label={t('a2a.passportNumber', 'Passport number')} required error={error('passportNo')}>
          <Input
            name={`passportNo-${n}`}
            value={row.passportNo}
            onChange={(e) => set({ passportNo: e.target.value })}
          />
        </Field>
        <Field label={t('a2a.phoneCode', 'Phone code')}>
          <Input
            name={`code-${n}`}
            inputMode="tel"
            value={row.code}
            onChange={(e) => set({ code: e.target.value })}
          />
        </Field>
        <Field label={t('a2a.phoneNumber', 'Phone number')}>
          <Input
            name={`phoneNumber-${n}`}
            inputMode="tel"
            value={row.phoneNumber}
            onChange={(e) => set({ phoneNumber: e.target.value })}
          />
        </Field>
        <Field label={t('a2a.reference', 'Reference')}>
          <Input
            name={`reference-${n}`}
            value={row.reference}
            onChange={(e) => set({ reference: e.target.value })}
          />
        </Field>
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name={`isInfant-${n}`}
          checked={row.isInfant}
          onChange={(e) => set({ isInfant: e.target.checked })}
        />
        Travels with an infant (under 2, on the lap)
      </label>
      {error('isInfant') && <p className="mt-1 text-xs text-red-600">{error('isInfant')}</p>}
      {row.isInfant && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t('a2a.infantTitle', 'Infant title')} required error={error('infantDetails.title')}>
            <Select
              name={`infantTitle-${n}`}
              placeholder={t('a2a.title', 'Title')}
              options={infantTitleOptions}
              value={row.infantDetails.title}
              onChange={(e) => setInfant({ title: e.target.value })}
            />
          </Field>
          <Field
            label={t('a2a.infantFirstName', 'Infant first name')}
            required
            error={error('infantDetails.firstName')}
          >
            <Input
              name={`infantFirstName-${n}`}
              value={row.infantDetails.firstName}
              onChange={(e) => setInfant({ firstName: e.target.value })}
            />
          </Field>
          <Field
            label={t('a2a.infantLastName', 'Infant last name')}
            required
            error={error('infantDetails.lastName')}
          >
            <Input
              name={`infantLastName-${n}`}
              value={row.infantDetails.lastName}
              onChange={(e) => setInfant({ lastName: e.target.value })}
            />
          </Field>
          <Field
            label={t('a2a.infantPassportNumber', 'Infant passport number')}
            required
            error={error('infantDetails.passportNo')}
          >
            <Input
              name={`infantPassportNo-${n}`}
              value={row.infantDetails.passportNo}
              onChange={(e) => setInfant({ passportNo: e.target.value })}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
