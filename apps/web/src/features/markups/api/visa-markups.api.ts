import {
  VISA_PATHS,
  type MarkupDeleteAnswer,
  type VisaClientMarkupInput,
  type VisaMarkupDto,
  type VisaMarkupsAnswer,
  type VisaSubAgentMarkupInput,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** Visa markups (spec section 3: visaClientMarkup, visaAgentMarkup; section 7: the two deletes). */
export const visaMarkupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    visaMarkups: build.query<VisaMarkupsAnswer, void>({
      query: () => VISA_PATHS.markups,
      providesTags: ['Markups'],
    }),
    upsertVisaClientMarkup: build.mutation<VisaMarkupDto, VisaClientMarkupInput>({
      query: (body) => ({ url: VISA_PATHS.clientMarkupUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
    upsertVisaSubAgentMarkup: build.mutation<VisaMarkupDto, VisaSubAgentMarkupInput>({
      query: (body) => ({ url: VISA_PATHS.subAgentMarkupUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
    /** DELETE /b2b/client/visa/markup/delete/{id} */
    deleteVisaClientMarkup: build.mutation<MarkupDeleteAnswer, string>({
      query: (id) => ({ url: VISA_PATHS.clientMarkupDelete(id), method: 'DELETE' }),
      invalidatesTags: ['Markups'],
    }),
    /** DELETE /b2b/subagent/visa/markup/delete/{id} */
    deleteVisaSubAgentMarkup: build.mutation<MarkupDeleteAnswer, string>({
      query: (id) => ({ url: VISA_PATHS.subAgentMarkupDelete(id), method: 'DELETE' }),
      invalidatesTags: ['Markups'],
    }),
  }),
});

export const {
  useVisaMarkupsQuery,
  useUpsertVisaClientMarkupMutation,
  useUpsertVisaSubAgentMarkupMutation,
  useDeleteVisaClientMarkupMutation,
  useDeleteVisaSubAgentMarkupMutation,
} = visaMarkupsApi;
