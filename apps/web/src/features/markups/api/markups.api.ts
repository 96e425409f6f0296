import {
  MARKUP_PATHS,
  type AttractionMarkupsAnswer,
  type AttractionMarkupsQuery,
  type ClientMarkupUpsertBody,
  type MarkupDeleteAnswer,
  type MarkupDto,
  type SubAgentMarkupDto,
  type SubAgentMarkupUpsertBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** Every change re-prices the catalogue: attraction prices carry the 'Markups' tag too. */
export const markupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    attractionMarkups: build.query<AttractionMarkupsAnswer, AttractionMarkupsQuery>({
      query: (params) => ({ url: MARKUP_PATHS.attractions, params }),
      providesTags: ['Markups'],
    }),
    upsertClientMarkup: build.mutation<MarkupDto, ClientMarkupUpsertBody>({
      query: (body) => ({ url: MARKUP_PATHS.clientUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
    upsertSubAgentMarkup: build.mutation<SubAgentMarkupDto, SubAgentMarkupUpsertBody>({
      query: (body) => ({ url: MARKUP_PATHS.subAgentUpsert, method: 'PATCH', body }),
      invalidatesTags: ['Markups'],
    }),
    /** Spec section 7: DELETE /b2b/resellers/client/markup/delete/{id}, answer _id and name. */
    deleteClientMarkup: build.mutation<MarkupDeleteAnswer, string>({
      query: (id) => ({ url: MARKUP_PATHS.clientDelete(id), method: 'DELETE' }),
      invalidatesTags: ['Markups'],
    }),
    /** Spec section 7: DELETE /b2b/resellers/subagent/markup/delete/{id}. */
    deleteSubAgentMarkup: build.mutation<MarkupDeleteAnswer, string>({
      query: (id) => ({ url: MARKUP_PATHS.subAgentDelete(id), method: 'DELETE' }),
      invalidatesTags: ['Markups'],
    }),
  }),
});

export const {
  useAttractionMarkupsQuery,
  useUpsertClientMarkupMutation,
  useUpsertSubAgentMarkupMutation,
  useDeleteClientMarkupMutation,
  useDeleteSubAgentMarkupMutation,
} = markupsApi;
