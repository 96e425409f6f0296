import type { CountryDto } from '@portal/contracts';
import { api } from '../../../lib/api';

const countriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<CountryDto[], void>({ query: () => 'countries/all' }),
  }),
});

export const { useCountriesQuery } = countriesApi;
