/** a2a API paths under /api/v1 (original-api-notes section 11, under /b2b). */
export const A2A_PATHS = {
  /** Spec section 7: the dates from today that have seats left, with the count. */
  dates: '/b2b/a2a/date',
  /** POST {date}: that day's tickets per sector, priced for the caller. */
  list: '/b2b/a2a/list/all',
  ticket: (ticketId: string) => `/b2b/a2a/single/ticket/${ticketId}`,
  create: '/b2b/a2a/orders/create',
  orders: '/b2b/a2a/orders/all',
  sheet: '/b2b/a2a/orders/download/summary',
  single: (orderId: string) => `/b2b/a2a/orders/single/${orderId}`,
  cancelQuote: (orderId: string, passengerId: string) =>
    `/b2b/a2a/orders/${orderId}/cancel/${passengerId}/quote`,
  cancel: (orderId: string, passengerId: string) => `/b2b/a2a/orders/${orderId}/cancel/${passengerId}`,
  update: (orderId: string, passengerId: string) => `/b2b/a2a/orders/${orderId}/update/${passengerId}`,
  ticketPdf: (orderId: string, passengerId: string) =>
    `/b2b/a2a/orders/ticket/${orderId}/single/${passengerId}`,
  ticketsPdf: (orderId: string) => `/b2b/a2a/orders/ticket/${orderId}`,
  /** The booking core's tax invoice of a paid order (?view=sell prints the client prices). */
  invoice: (orderId: string) => `/b2b/a2a/orders/${orderId}/invoice`,
} as const;

/** Company staff (back office and the admin command line). */
export const A2A_ADMIN_PATHS = {
  sectors: '/admin/a2a/sectors',
  tickets: '/admin/a2a/tickets',
  seats: (ticketId: string) => `/admin/a2a/tickets/${ticketId}/seats`,
  close: (ticketId: string) => `/admin/a2a/tickets/${ticketId}/close`,
  passengers: (ticketId: string) => `/admin/a2a/tickets/${ticketId}/passengers`,
} as const;

/** Web pages, spec section 2.1 group E. */
export const A2A_PAGES = {
  home: '/a2a',
  data: (date: string) => `/a2a/data?date=${date}`,
  booking: (ticketId: string) => `/a2a/booking/${ticketId}`,
  confirm: (ticketId: string) => `/a2a/booking/${ticketId}/confirm`,
  orders: '/a2a/order',
  order: (orderId: string) => `/a2a/order/${orderId}`,
} as const;

/** Spec section 9: the enquiry the booking pages keep in local storage. */
export const A2A_ENQUIRY_STORAGE_KEY = 'a2aEnquiry';
