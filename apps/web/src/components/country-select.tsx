import type { ComponentProps } from 'react';
import { nationalityOf, nationalityOptions } from '@portal/domain';
import { Flag } from './flag';
import { Select, type SelectOption } from './ui/select';
import { useCountriesQuery } from '../lib/shell-api';

type SelectProps = ComponentProps<typeof Select>;

/** Countries as options: the name only, since a native option cannot draw a flag image. */
export function countryOptions(
  countries: readonly { isocode: string; countryName: string }[],
): SelectOption[] {
  return countries.map((c) => ({ value: c.isocode, label: c.countryName }));
}

/** The chosen country's flag image inside a country select (the value is the ISO code). */
export const countryFlag = (isocode: string) => (isocode ? <Flag country={isocode} /> : null);

type CodeSelectProps = Omit<SelectProps, 'options' | 'placeholder' | 'leading'>;

/**
 * A select over GET /countries/all whose value is the ISO code the API expects, with the chosen country's
 * flag, a loading placeholder and a retry when the list fails: countries or nationalities, by `words`.
 */
function CountryCodeSelect({
  words,
  toOptions,
  ...props
}: CodeSelectProps & {
  words: { plural: string; one: string };
  toOptions: (countries: readonly { isocode: string; countryName: string }[]) => SelectOption[];
}) {
  const { data, isLoading, isError, refetch } = useCountriesQuery();
  const Plural = words.plural.charAt(0).toUpperCase() + words.plural.slice(1);
  return (
    <>
      <Select
        {...props}
        options={toOptions(data ?? [])}
        leading={countryFlag}
        placeholder={isLoading ? `Loading ${words.plural}...` : `Select a ${words.one}`}
        disabled={props.disabled || isLoading}
      />
      {isError ? (
        <p className="text-xs text-red-600">
          {Plural} could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
    </>
  );
}

/** Country picker fed by GET /countries/all; the value is the ISO code the API expects. */
export function CountrySelect(props: CodeSelectProps) {
  return (
    <CountryCodeSelect
      {...props}
      words={{ plural: 'countries', one: 'country' }}
      toOptions={countryOptions}
    />
  );
}

/** A country's name from its ISO code (GET /countries/all), the code itself until the list is loaded. */
export function useCountryName(): (isocode: string) => string {
  const { data } = useCountriesQuery();
  return (isocode) =>
    data?.find((c) => c.isocode.toUpperCase() === isocode.toUpperCase())?.countryName ?? isocode;
}

/**
 * Nationality picker fed by GET /countries/all: the options say the people ("Emirati", "Indian"), sorted by
 * that word (domain nationalityOptions); the value stays the ISO code the API expects.
 */
export function NationalityCodeSelect(props: CodeSelectProps) {
  return (
    <CountryCodeSelect
      {...props}
      words={{ plural: 'nationalities', one: 'nationality' }}
      toOptions={nationalityOptions}
    />
  );
}

/** A nationality's word from its ISO code, the country's name while the word is unknown, never a bare code. */
export function useNationalityName(): (isocode: string) => string {
  const countryName = useCountryName();
  return (isocode) => nationalityOf(isocode, countryName(isocode));
}
