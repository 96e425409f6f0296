/** Wallet and payment routes (under /api/v1) and the web pages the gateway returns to. */
export const WALLET_PATHS = {
  balance: '/b2b/transactions/balance',
  summary: '/b2b/wallets/summary',
  transactions: '/b2b/transactions/all',
  transactionsSheet: '/b2b/transactions/all/sheet',
  transactionsPdf: '/b2b/transactions/all/pdf',
  cardDepositQuote: '/b2b/resellers/wallet/deposit/quote',
  cardDeposit: '/b2b/resellers/wallet/deposit',
  bankDeposit: '/b2b/wallets/deposit-requests/add',
  companyBanks: '/b2b/company/bank-info/all',
  deposits: '/b2b/wallets/deposits/all',
  deposit: (id: string) => `/b2b/wallets/deposits/${id}`,
  depositReceipt: (id: string) => `/b2b/wallets/deposits/${id}/receipt`,
  withdraw: '/b2b/wallets/withdraw-requests',
  withdrawals: '/b2b/wallets/withdraw-requests/all',
  adminAdjustments: '/admin/wallets/adjustments',
  sandboxPay: (paymentId: string) => `/payments/sandbox/pay/${paymentId}`,
  sandboxCallback: '/payments/sandbox/callback',
} as const;

const back = (returnPath?: string) => (returnPath ? `?return=${encodeURIComponent(returnPath)}` : '');
export const WALLET_PAGES = {
  depositSuccess: (id: string, returnPath?: string) => `/b2b/wallet/deposit/${id}/success${back(returnPath)}`,
  depositCancelled: (id: string, returnPath?: string) =>
    `/b2b/wallet/deposit/${id}/cancelled${back(returnPath)}`,
} as const;
