/** Web paths of the attraction pages (spec section 2.1 group C). */
/**
 * /attractions/{destination name}, case kept (spec section 2.1: "/attractions/Dubai"). The page also
 * accepts any case and the older slugs, and then shows the name form in the address bar.
 */
export const destinationPath = (name: string) => `/attractions/${encodeURIComponent(name)}`;
export const attractionPath = (id: string) => `/attractions/details/${id}`;
export const invoicePath = (orderId: string) => `/attractions/invoice/${orderId}`;
export const PAYMENT_PATH = '/attractions/payment';
export const ORDERS_PATH = '/attraction/order';
export const INVOICE_ERROR_PATH = '/attractions/invoice/error';
