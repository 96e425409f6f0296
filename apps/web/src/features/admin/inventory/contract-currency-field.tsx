import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useAdminRatesQuery } from '../settings/settings.api';

const BASE = 'AED';

/**
 * The currency a contract's rates are entered in: AED or any currency with a rate (Currency rates);
 * agents' searches convert the amounts to AED at the latest rate, which the hint shows.
 */
export function ContractCurrencyField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { data, isLoading, isError } = useAdminRatesQuery({ skip: 0, limit: 100 });
  const rated = (data?.rates ?? []).filter((r) => r.rate !== null && r.isocode !== BASE);
  const options = [
    { value: BASE, label: `${BASE}: UAE Dirham` },
    ...rated.map((r) => ({ value: r.isocode, label: `${r.isocode}: ${r.name}` })),
  ];
  if (!options.some((o) => o.value === value)) options.push({ value, label: value });
  const rate = rated.find((r) => r.isocode === value)?.rate;
  const hint =
    value === BASE
      ? 'Agents are shown AED'
      : isLoading
        ? 'Loading the current rate…'
        : isError || rate === undefined
          ? `No rate is set for ${value}: set one under Currency rates`
          : `Converted for agents at 1 AED = ${rate} ${value} (the current rate)`;
  return (
    <Field label="Currency" hint={hint}>
      <Select
        options={options}
        value={value}
        disabled={isLoading}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
