/** Web paths of the attraction pages (spec section 2.1 group C). */
export const destinationPath = (slug: string) => `/attractions/${encodeURIComponent(slug)}`;
export const attractionPath = (id: string) => `/attractions/details/${id}`;
export const invoicePath = (orderId: string) => `/attractions/invoice/${orderId}`;
export const PAYMENT_PATH = '/attractions/payment';
export const ORDERS_PATH = '/attraction/order';
export const INVOICE_ERROR_PATH = '/attractions/invoice/error';
