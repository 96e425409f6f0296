import type { ContactRequest } from '@portal/contracts';
import { api } from '../../../lib/api';

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactRequest>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
