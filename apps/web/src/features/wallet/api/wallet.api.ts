import {
  WALLET_PATHS,
  type CardDepositAnswer,
  type CardDepositQuote,
  type CompanyBankAccount,
  type DepositRecord,
  type DepositsAnswer,
  type PaymentReturnPath,
  type TransactionsAnswer,
  type WalletSummaryAnswer,
  type WithdrawalRecord,
  type WithdrawalsAnswer,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { siteOrigin } from '../../../lib/payment-return';

const IDEMPOTENCY = 'Idempotency-Key';

export interface PageArgs {
  skip: number;
  limit: number;
}

export interface WithdrawalInput {
  amount: string;
  isoCode: string;
  bankName: string;
  branchName: string;
  accountHolderName: string;
  accountNumber: string;
  ibanCode: string;
}

export interface BankDepositInput {
  amount: string;
  companyBankId: string;
  referenceNumber: string;
  receipt: File;
}

/** Money calls invalidate every figure they can move, so the page and the header agree afterwards. */
const MONEY_TAGS = ['Wallet', 'Transactions'] as const;

/** The /wallet page's calls (lazy chunk). */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletSummary: build.query<WalletSummaryAnswer, void>({
      query: () => WALLET_PATHS.summary,
      providesTags: ['Wallet'],
    }),
    transactions: build.query<TransactionsAnswer, Record<string, string>>({
      query: (params) => ({ url: WALLET_PATHS.transactions, params }),
      providesTags: ['Transactions'],
    }),
    cardDepositQuote: build.query<CardDepositQuote, string>({
      query: (amount) => ({ url: WALLET_PATHS.cardDepositQuote, params: { amount } }),
    }),
    startCardDeposit: build.mutation<
      CardDepositAnswer,
      { amount: string; key: string; returnPath?: PaymentReturnPath | undefined }
    >({
      query: ({ amount, key, returnPath }) => ({
        url: WALLET_PATHS.cardDeposit,
        method: 'POST',
        headers: { [IDEMPOTENCY]: key },
        body: { amount, currency: 'AED', returnOrigin: siteOrigin(), ...(returnPath ? { returnPath } : {}) },
      }),
      invalidatesTags: ['Deposits'],
    }),
    companyBanks: build.query<CompanyBankAccount[], void>({
      query: () => WALLET_PATHS.companyBanks,
    }),
    requestBankDeposit: build.mutation<DepositRecord, BankDepositInput & { key: string }>({
      query: ({ key, receipt, ...fields }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        body.append('currency', 'AED');
        // The file last: the server reads the text fields before it streams the file.
        body.append('receipt', receipt);
        return { url: WALLET_PATHS.bankDeposit, method: 'POST', headers: { [IDEMPOTENCY]: key }, body };
      },
      invalidatesTags: ['Deposits'],
    }),
    deposits: build.query<DepositsAnswer, PageArgs>({
      query: (params) => ({ url: WALLET_PATHS.deposits, params }),
      providesTags: ['Deposits'],
    }),
    deposit: build.query<DepositRecord, string>({
      query: (id) => WALLET_PATHS.deposit(id),
      providesTags: ['Deposits'],
    }),
    requestWithdrawal: build.mutation<WithdrawalRecord, WithdrawalInput & { key: string }>({
      query: ({ key, ...body }) => ({
        url: WALLET_PATHS.withdraw,
        method: 'POST',
        headers: { [IDEMPOTENCY]: key },
        body: { ...body, currency: 'AED' },
      }),
      invalidatesTags: [...MONEY_TAGS, 'Withdrawals'],
    }),
    withdrawals: build.query<WithdrawalsAnswer, PageArgs>({
      query: (params) => ({ url: WALLET_PATHS.withdrawals, params }),
      providesTags: ['Withdrawals'],
    }),
  }),
  overrideExisting: false,
});

export const {
  useWalletSummaryQuery,
  useTransactionsQuery,
  useCardDepositQuoteQuery,
  useStartCardDepositMutation,
  useCompanyBanksQuery,
  useRequestBankDepositMutation,
  useDepositsQuery,
  useDepositQuery,
  useRequestWithdrawalMutation,
  useWithdrawalsQuery,
} = walletApi;
