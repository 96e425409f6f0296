import type { WalletBalanceAnswer } from '@portal/contracts';
import { api } from '../../../lib/api';

/**
 * The header's balance call (spec sections 2.2 and 7), kept apart from the wallet page's endpoints
 * because the header is in the initial bundle. Path = WALLET_PATHS.balance (not imported, so the
 * header does not pull the contracts' schemas into the first chunk).
 */
export const walletBalanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletBalance: build.query<WalletBalanceAnswer, void>({
      query: () => 'b2b/transactions/balance',
      providesTags: ['Wallet'],
    }),
  }),
  overrideExisting: false,
});

export const { useWalletBalanceQuery } = walletBalanceApi;
