import {
  A2A_GRID_PATH,
  type A2aSeatGrid,
  type A2aSeatRangeAnswer,
  type A2aSeatRangeBody,
} from '@portal/contracts';
import { adminApi } from '../../api/admin-api';

const a2aGridApi = adminApi.enhanceEndpoints({ addTagTypes: ['AdminA2aGrid'] }).injectEndpoints({
  endpoints: (build) => ({
    a2aSeatGrid: build.query<A2aSeatGrid, { month: string }>({
      query: ({ month }) => ({ url: A2A_GRID_PATH.slice(1), params: { month } }),
      providesTags: ['AdminA2aGrid'],
    }),
    setA2aSeats: build.mutation<A2aSeatRangeAnswer, A2aSeatRangeBody>({
      query: (body) => ({ url: A2A_GRID_PATH.slice(1), method: 'PUT', body }),
      invalidatesTags: ['AdminA2aGrid'],
    }),
  }),
});

export const { useA2aSeatGridQuery, useSetA2aSeatsMutation } = a2aGridApi;
