import {
  VISA_PATHS,
  type VisaApplicationAnswer,
  type VisaApplicationInput,
  type VisaApplicationsAnswer,
  type VisaDto,
  type VisaListQuery,
  type VisaNationalityDto,
  type VisaPaymentInput,
  type VisaTypesAnswer,
} from '@portal/contracts';
import { api, API_BASE } from '../../../lib/api';

/** Spec section 6: the visa list and the nationalities are fetched without a token. */
async function publicGet<T>(path: string) {
  try {
    const response = await fetch(`${API_BASE}${path.replace(/^\//, '')}`);
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { error: { status: response.status, data: body } };
    return { data: body as T };
  } catch (error) {
    return { error: { status: 'FETCH_ERROR' as const, error: String(error) } };
  }
}

export interface PayAnswer {
  orderId: string;
  paymentMethod: 'wallet' | 'card';
  payment: { paymentUrl: string } | null;
  visaApplication: VisaApplicationAnswer['visaApplication'];
}

export const visasApi = api.injectEndpoints({
  endpoints: (build) => ({
    visas: build.query<VisaDto[], void>({ queryFn: () => publicGet<VisaDto[]>(VISA_PATHS.all) }),
    visaNationalities: build.query<VisaNationalityDto[], void>({
      queryFn: () => publicGet<VisaNationalityDto[]>(VISA_PATHS.nationalities),
    }),
    visaTypes: build.query<VisaTypesAnswer, { visaId: string; nationalityId: string }>({
      query: ({ visaId, nationalityId }) => VISA_PATHS.types(visaId, nationalityId),
      providesTags: ['Markups'],
    }),
    createVisaApplication: build.mutation<VisaApplicationAnswer, VisaApplicationInput>({
      query: (body) => ({ url: VISA_PATHS.create, method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
    uploadVisaDocuments: build.mutation<
      VisaApplicationAnswer,
      { id: string; travellerId: string; form: FormData }
    >({
      query: ({ id, travellerId, form }) => ({
        url: VISA_PATHS.documents(id, travellerId),
        method: 'POST',
        body: form,
      }),
      invalidatesTags: ['Orders'],
    }),
    payVisaApplication: build.mutation<PayAnswer, { id: string; key: string; body: VisaPaymentInput }>({
      query: ({ id, key, body }) => ({
        url: VISA_PATHS.pay(id),
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      invalidatesTags: ['Orders', 'Wallet'],
    }),
    visaApplication: build.query<VisaApplicationAnswer, string>({
      query: (id) => VISA_PATHS.single(id),
      providesTags: ['Orders'],
    }),
    visaApplications: build.query<VisaApplicationsAnswer, VisaListQuery>({
      query: (params) => ({ url: VISA_PATHS.list, params }),
      providesTags: ['Orders'],
    }),
    reapplyVisaTraveller: build.mutation<
      VisaApplicationAnswer,
      { id: string; travellerId: string; form: FormData }
    >({
      query: ({ id, travellerId, form }) => ({
        url: VISA_PATHS.reapply(id, travellerId),
        method: 'POST',
        body: form,
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useVisasQuery,
  useVisaNationalitiesQuery,
  useVisaTypesQuery,
  useCreateVisaApplicationMutation,
  useUploadVisaDocumentsMutation,
  usePayVisaApplicationMutation,
  useVisaApplicationQuery,
  useVisaApplicationsQuery,
  useReapplyVisaTravellerMutation,
} = visasApi;
