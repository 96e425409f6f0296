import type {
  AttractionCategoryDto,
  AttractionDetailsDto,
  DestinationAttractionsAnswer,
  DestinationAttractionsQuery,
  PriceCheckAnswer,
  ActivitySelectionInput,
  SearchListAnswer,
  TimeslotsAnswer,
} from '@portal/contracts';
import { api } from '../../../lib/api';
// The zod-free paths module keeps the schemas out of the /attraction chunk whatever the bundler can prove.
import { ATTRACTION_PATHS } from '@portal/contracts/attractions/paths';
import { publicGet } from './public-get';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec 2.3 / 7: GET /search/list?search=, no token, on every change. */
    searchList: build.query<SearchListAnswer, string>({
      queryFn: (search, { signal }) =>
        publicGet<SearchListAnswer>(
          `${ATTRACTION_PATHS.searchList}?search=${encodeURIComponent(search)}`,
          signal,
        ),
      keepUnusedDataFor: 30,
    }),
    /** Spec 7: GET /attractions/categories/all, no token. */
    attractionCategories: build.query<AttractionCategoryDto[], void>({
      queryFn: (_arg, { signal }) => publicGet<AttractionCategoryDto[]>(ATTRACTION_PATHS.categories, signal),
      keepUnusedDataFor: 600,
    }),
    destinationAttractions: build.query<
      DestinationAttractionsAnswer,
      { slug: string } & DestinationAttractionsQuery
    >({
      query: ({ slug, ...params }) => ({ url: ATTRACTION_PATHS.destination(slug), params }),
      providesTags: ['Markups'],
    }),
    attractionDetails: build.query<AttractionDetailsDto, string>({
      query: (id) => ATTRACTION_PATHS.single(id),
      providesTags: ['Markups'],
    }),
    /** The debounced server price of one selection (POST, read as a query so it caches per selection). */
    priceCheck: build.query<PriceCheckAnswer, ActivitySelectionInput>({
      query: (body) => ({ url: ATTRACTION_PATHS.price, method: 'POST', body }),
      keepUnusedDataFor: 15,
      providesTags: ['Markups'],
    }),
    timeslots: build.query<TimeslotsAnswer, { activityId: string; date: string }>({
      query: (body) => ({ url: ATTRACTION_PATHS.timeslots, method: 'POST', body }),
      keepUnusedDataFor: 15,
    }),
  }),
});

export const {
  useSearchListQuery,
  useAttractionCategoriesQuery,
  useDestinationAttractionsQuery,
  useAttractionDetailsQuery,
  usePriceCheckQuery,
  useTimeslotsQuery,
} = catalogueApi;
