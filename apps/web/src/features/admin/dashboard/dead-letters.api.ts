import type { DeadLettersAnswer } from '@portal/contracts';
import { adminApi } from '../api/admin-api';

const deadLettersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    deadLetters: build.query<DeadLettersAnswer, void>({
      query: () => 'admin/dead-letters',
      providesTags: ['AdminDeadLetters'],
    }),
    settleDeadLetter: build.mutation<{ message: string }, { id: string; action: 'retry' | 'discard' }>({
      query: ({ id, action }) => ({ url: `admin/dead-letters/${id}/${action}`, method: 'POST' }),
      invalidatesTags: ['AdminDeadLetters', 'AdminAudit'],
    }),
  }),
});

export const { useDeadLettersQuery, useSettleDeadLetterMutation } = deadLettersApi;
