import type {
  AgentRecord,
  CompanyConfigDto,
  CountryDto,
  InitialData,
  VisaCountryDto,
} from '@portal/contracts';
import { api } from './api';
import { loadCompanyConfig } from './company-config';

/** The calls the shell itself makes at start-up and from the header (spec sections 4 and 7). */
export const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReseller: build.query<AgentRecord, void>({
      query: () => 'b2b/resellers/auth/getReseller',
      providesTags: ['Agent'],
    }),
    initialData: build.query<InitialData, void>({ query: () => 'home/initial-data' }),
    visaCountries: build.query<VisaCountryDto[], void>({ query: () => 'b2b/visa/country/all' }),
    // The country picker of sign-up and of the sub-agent forms.
    countries: build.query<CountryDto[], void>({ query: () => 'countries/all' }),
    // Same endpoint name as any feature that injects it, so they share one cache entry.
    // The request made at page load without the data layer (lib/company-config.ts), shared.
    companyConfig: build.query<CompanyConfigDto, void>({
      queryFn: async () => {
        try {
          return { data: await loadCompanyConfig() };
        } catch {
          return { error: { status: 'FETCH_ERROR', error: 'The company configuration could not be loaded' } };
        }
      },
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'b2b/resellers/auth/logout', method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useInitialDataQuery,
  useVisaCountriesQuery,
  useCountriesQuery,
  useCompanyConfigQuery,
  useLogoutMutation,
} = shellApi;

/** Spec section 4: home data is loading while the initial data or the visa country list is fetching. */
export function useHomeDataLoading(): boolean {
  const initial = useInitialDataQuery();
  const visa = useVisaCountriesQuery();
  return initial.isFetching || visa.isFetching;
}
