import {
  PAYMENT_LINK_PATHS,
  type CreateCartPaymentLinkBody,
  type CreatePaymentLinkBody,
  type CreateQuotationPaymentLinkBody,
  type PaymentLinkDto,
  type PaymentLinksAnswer,
  type PublicPaymentLinkAnswer,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** One booking's links, the attraction carts' links, or one quotation's. */
export type PaymentLinksFilter =
  { orderId: string } | { source: 'attraction_cart' } | { quotationNumber: string };

/** Relative to the API base (lib/api.ts): the contracts' paths start with a slash. */
const rel = (path: string) => path.slice(1);

/** Issue 39 §2: the agency's payment links of a booking, and the client's public page. */
export const paymentLinksApi = api
  .enhanceEndpoints({ addTagTypes: ['PaymentLinks', 'PublicPaymentLink'] })
  .injectEndpoints({
    endpoints: (build) => ({
      paymentLinks: build.query<PaymentLinksAnswer, PaymentLinksFilter>({
        query: (params) => ({ url: rel(PAYMENT_LINK_PATHS.list), params }),
        providesTags: ['PaymentLinks'],
      }),
      createPaymentLink: build.mutation<PaymentLinkDto, CreatePaymentLinkBody>({
        query: (body) => ({ url: rel(PAYMENT_LINK_PATHS.create), method: 'POST', body }),
        invalidatesTags: ['PaymentLinks'],
      }),
      createCartPaymentLink: build.mutation<PaymentLinkDto, CreateCartPaymentLinkBody>({
        query: (body) => ({ url: rel(PAYMENT_LINK_PATHS.createForCart), method: 'POST', body }),
        invalidatesTags: ['PaymentLinks'],
      }),
      createQuotationPaymentLink: build.mutation<PaymentLinkDto, CreateQuotationPaymentLinkBody>({
        query: (body) => ({ url: rel(PAYMENT_LINK_PATHS.createForQuotation), method: 'POST', body }),
        invalidatesTags: ['PaymentLinks'],
      }),
      cancelPaymentLink: build.mutation<PaymentLinkDto, string>({
        query: (id) => ({ url: rel(PAYMENT_LINK_PATHS.cancel(id)), method: 'POST' }),
        invalidatesTags: ['PaymentLinks'],
      }),
      publicPaymentLink: build.query<PublicPaymentLinkAnswer, string>({
        query: (token) => rel(PAYMENT_LINK_PATHS.public(token)),
        providesTags: ['PublicPaymentLink'],
      }),
      payPaymentLink: build.mutation<{ paymentUrl: string }, { token: string; returnOrigin: string }>({
        query: ({ token, returnOrigin }) => ({
          url: rel(PAYMENT_LINK_PATHS.pay(token)),
          method: 'POST',
          body: { returnOrigin },
        }),
      }),
    }),
  });

export const {
  usePaymentLinksQuery,
  useCreatePaymentLinkMutation,
  useCreateCartPaymentLinkMutation,
  useCreateQuotationPaymentLinkMutation,
  useCancelPaymentLinkMutation,
  usePublicPaymentLinkQuery,
  usePayPaymentLinkMutation,
} = paymentLinksApi;
