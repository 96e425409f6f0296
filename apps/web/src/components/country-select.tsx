import type { ComponentProps } from 'react';
import { Select } from './ui/select';
import { useCountriesQuery } from '../lib/shell-api';

/** Country picker fed by GET /countries/all; the value is the ISO code the API expects. */
export function CountrySelect(props: Omit<ComponentProps<typeof Select>, 'options' | 'placeholder'>) {
  const { data, isLoading, isError, refetch } = useCountriesQuery();
  const options = (data ?? []).map((c) => ({ value: c.isocode, label: `${c.flag} ${c.countryName}` }));
  return (
    <>
      <Select
        {...props}
        options={options}
        placeholder={isLoading ? 'Loading countries...' : 'Select a country'}
        disabled={props.disabled || isLoading}
      />
      {isError ? (
        <p className="text-xs text-red-600">
          Countries could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
    </>
  );
}
