/** Attraction routes, under /api/v1. Spec section 7 fixes the public ones exactly. */
export const ATTRACTION_PATHS = {
  categories: '/attractions/categories/all',
  searchList: '/search/list',
  /** Public, no token: an attraction order by its unguessable id. */
  publicOrder: (id: string) => `/attractions/single/${id}`,
  destination: (slug: string) => `/b2b/attractions/destinations/${encodeURIComponent(slug)}`,
  single: (id: string) => `/b2b/attractions/single/${id}`,
  price: '/b2b/attractions/price',
  timeslots: '/b2b/attractions/timeslots',
  orders: '/b2b/attractions/orders',
  ordersSheet: '/b2b/attractions/orders/sheet',
  order: (id: string) => `/b2b/attractions/orders/${id}`,
  invoice: (id: string) => `/b2b/attractions/orders/${id}/invoice`,
  tickets: (id: string) => `/b2b/attractions/orders/${id}/tickets`,
  vouchers: (id: string) => `/b2b/attractions/orders/${id}/vouchers`,
  retryPayment: (id: string) => `/b2b/attractions/orders/${id}/retry-payment`,
  discard: (id: string) => `/b2b/attractions/orders/${id}/discard`,
  cancelQuote: (id: string, lineId: string) => `/b2b/attractions/orders/${id}/lines/${lineId}/cancel-quote`,
  cancel: (id: string, lineId: string) => `/b2b/attractions/orders/${id}/lines/${lineId}/cancel`,
} as const;

/** Web pages the card gateway returns to. */
export const ATTRACTION_PAGES = {
  invoice: (orderId: string) => `/attractions/invoice/${orderId}`,
  invoiceError: '/attractions/invoice/error',
  /** Where a failed card payment returns: the error page naming the order (pay again or discard). */
  invoiceErrorOf: (orderId: string) => `/attractions/invoice/error?order=${orderId}`,
  paymentApproval: '/payment/approval',
} as const;
