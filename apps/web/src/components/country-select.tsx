import type { ComponentProps } from 'react';
import { nationalityOf, nationalityOptions } from '@portal/domain';
import { Flag } from './flag';
import { Select, type SelectOption } from './ui/select';
import { useCountriesQuery } from '../lib/shell-api';
import { useT } from '../lib/i18n';

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
 * flag, a loading placeholder and a retry when the list fails: countries or nationalities, by `kind`.
 */
function CountryCodeSelect({
  kind,
  toOptions,
  ...props
}: CodeSelectProps & {
  kind: 'country' | 'nationality';
  toOptions: (countries: readonly { isocode: string; countryName: string }[]) => SelectOption[];
}) {
  const t = useT();
  const { data, isLoading, isError, refetch } = useCountriesQuery();
  const countries = kind === 'country';
  return (
    <>
      <Select
        {...props}
        options={toOptions(data ?? [])}
        leading={countryFlag}
        placeholder={
          isLoading
            ? countries
              ? t('countrySelect.loadingCountries', 'Loading countries...')
              : t('countrySelect.loadingNationalities', 'Loading nationalities...')
            : countries
              ? t('countrySelect.selectCountry', 'Select a country')
              : t('countrySelect.selectNationality', 'Select a nationality')
        }
        disabled={props.disabled || isLoading}
      />
      {isError ? (
        <p className="text-xs text-red-600">
          {countries
            ? t('countrySelect.countriesFailed', 'Countries could not be loaded.')
            : t('countrySelect.nationalitiesFailed', 'Nationalities could not be loaded.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            {t('common.tryAgain', 'Try again')}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** Country picker fed by GET /countries/all; the value is the ISO code the API expects. */
export function CountrySelect(props: CodeSelectProps) {
  return <CountryCodeSelect {...props} kind="country" toOptions={countryOptions} />;
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
  return <CountryCodeSelect {...props} kind="nationality" toOptions={nationalityOptions} />;
}

/** A nationality's word from its ISO code, the country's name while the word is unknown, never a bare code. */
export function useNationalityName(): (isocode: string) => string {
  const countryName = useCountryName();
  return (isocode) => nationalityOf(isocode, countryName(isocode));
}
