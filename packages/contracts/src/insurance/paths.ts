/**
 * Travel insurance routes under /api/v1 (original-api-notes section 13, under /b2b like every agent
 * module; the OTP step of the original is gone: an Idempotency-Key guards the purchase instead).
 */
export const INSURANCE_PATHS = {
  plans: '/b2b/insurance/all',
  quotation: '/b2b/insurance/quotation',
  /** Buy: creates the contract through the booking core and pays it (wallet or card). */
  createContract: '/b2b/insurance/create-contract',
  contracts: '/b2b/insurance/contracts/all',
  contractsSheet: '/b2b/insurance/contracts/sheet',
  contract: (id: string) => `/b2b/insurance/contracts/single/${id}`,
  /** The policy certificate PDF (the original's download-contract). */
  certificate: (id: string) => `/b2b/insurance/download-contract/${id}`,
  invoice: (id: string) => `/b2b/insurance/contracts/${id}/invoice`,
  cancelQuote: (id: string) => `/b2b/insurance/contracts/${id}/cancel-quote`,
  cancel: (id: string) => `/b2b/insurance/contracts/${id}/cancel`,
} as const;

/** Web pages of spec section 2.1 group F. */
export const INSURANCE_PAGES = {
  home: '/insurance',
  orders: '/insurance/order',
  order: (id: string) => `/insurance/order/orderView/${id}`,
} as const;
